import { describe, expect, it } from 'vitest';
import { MAX_SIGN_IN_LOCKOUT_MS, signInLockoutMs } from './sign-in-lockout.js';

describe('signInLockoutMs', () => {
  it('starts at 15 minutes and doubles with each step up to a day', () => {
    const minutes = [0, 1, 2, 3, 6, 7, 40].map((step) => signInLockoutMs(step) / 60_000);
    expect(minutes).toEqual([15, 30, 60, 120, 960, 1440, 1440]);
    expect(signInLockoutMs(1000)).toBe(MAX_SIGN_IN_LOCKOUT_MS);
  });
});
