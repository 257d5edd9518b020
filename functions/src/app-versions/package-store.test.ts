import { describe, expect, it } from 'vitest';
import { looksLikeApk, packageKey } from './package-store.js';

describe('app packages', () => {
  it('accepts only zip data (an APK is a zip: PK\\x03\\x04)', () => {
    expect(looksLikeApk(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14]))).toBe(true);
    expect(looksLikeApk(new Uint8Array([0x50, 0x4b, 0x05, 0x06]))).toBe(false);
    expect(looksLikeApk(new TextEncoder().encode('<html>'))).toBe(false);
    expect(looksLikeApk(new Uint8Array([0x50, 0x4b]))).toBe(false);
  });

  it('stores a package under apps/<folder>/<file>.apk', () => {
    expect(packageKey('BeeWatch', 'beewatch-2-4-0')).toBe('apps/BeeWatch/beewatch-2-4-0.apk');
  });
});
