import { describe, expect, it } from 'vitest';
import { TrackingDescription, TrackingQuery } from './tracking.js';

describe('TrackingDescription (spec §5)', () => {
  it('trims and accepts up to 40 characters', () => {
    expect(TrackingDescription.parse('  seen at dusk  ')).toBe('seen at dusk');
    expect(TrackingDescription.parse('x'.repeat(40))).toHaveLength(40);
  });

  it("says 'Please enter Description' when empty after trimming", () => {
    const result = TrackingDescription.safeParse('   ');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please enter Description');
  });

  it('refuses 41 characters', () => {
    expect(TrackingDescription.safeParse('x'.repeat(41)).success).toBe(false);
  });
});

describe('TrackingQuery', () => {
  it('defaults to page 1 of 15 by date descending (spec §9)', () => {
    expect(TrackingQuery.parse({})).toMatchObject({
      PageIndex: 1,
      RecordPerPage: 15,
      orderColumn: 'Date',
      order: 'desc',
    });
  });

  it('refuses a reversed date range and large pages without a selection', () => {
    expect(
      TrackingQuery.safeParse({ FromDate: '2025-02-01T00:00:00Z', ToDate: '2025-01-01T00:00:00Z' }).success,
    ).toBe(false);
    expect(TrackingQuery.safeParse({ RecordPerPage: 5000 }).success).toBe(false);
    expect(
      TrackingQuery.safeParse({ RecordPerPage: 5000, SelectedIDx: ['01ARZ3NDEKTSV4RRFFQ69G5FAV'] }).success,
    ).toBe(true);
  });
});
