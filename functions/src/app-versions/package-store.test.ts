import { describe, expect, it } from 'vitest';
import { packageKey } from './package-store.js';

describe('app packages', () => {
  it('stores a package under apps/<folder>/<file>.apk', () => {
    expect(packageKey('BeeWatch', 'beewatch-2-4-0')).toBe('apps/BeeWatch/beewatch-2-4-0.apk');
  });
});
