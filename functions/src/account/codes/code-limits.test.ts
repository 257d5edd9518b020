import { describe, expect, it } from 'vitest';
import { FIRST_LOCKOUT_MS, lockoutMs, MAX_LOCKOUT_MS } from './code-limits.js';

describe('lockoutMs (growing lockout of a code flow)', () => {
  it('starts at 15 minutes and doubles with each lockout', () => {
    expect(FIRST_LOCKOUT_MS).toBe(15 * 60_000);
    expect([0, 1, 2, 3].map((step) => lockoutMs('unsubscribe', step) / 60_000)).toEqual([15, 30, 60, 120]);
  });

  it('stops growing at a day for sign-in codes and at 30 days for unsubscribe', () => {
    expect(lockoutMs('login', 20)).toBe(MAX_LOCKOUT_MS.login);
    expect(MAX_LOCKOUT_MS.login).toBe(24 * 3_600_000);
    expect(lockoutMs('unsubscribe', 12)).toBe(30 * 24 * 3_600_000);
    expect(lockoutMs('unsubscribe', 1_000)).toBe(30 * 24 * 3_600_000);
  });
});
