import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDaysToDay, formatDisplayDay, localDay, mondayOf } from './dates';

describe('calendar days', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    vi.useRealTimers();
    process.env.TZ = zone;
  });

  it("takes today from the user's clock, not from UTC's date", () => {
    // 00:30 on 1 March in Paris is still 28 February in UTC.
    process.env.TZ = 'Europe/Paris';
    vi.useFakeTimers({ now: new Date('2026-02-28T23:30:00Z') });
    expect(localDay()).toBe('2026-03-01');
    expect(localDay(-1)).toBe('2026-02-28');
    expect(localDay(365)).toBe('2027-03-01');
  });

  it('adds days across month ends and the clock change', () => {
    expect(addDaysToDay('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDaysToDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDaysToDay('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('finds the Monday of a week, Sunday included in the week before it', () => {
    expect(mondayOf('2026-11-26')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(formatDisplayDay(mondayOf('2026-11-29'), 'en', { weekday: true })).toBe('Mon 23-Nov-26');
  });
});
