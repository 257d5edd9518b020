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

describe('TrackingQuery of an export (spec §7.1, §9)', () => {
  const issue = (input: unknown) => TrackingQuery.safeParse(input).error?.issues[0]?.message;

  it('accepts the filter query with up to 10,000 rows, without IDs', () => {
    expect(
      TrackingQuery.parse({
        RecordPerPage: 10_000,
        CategoryID: '01ARZ3NDEKTSV4RRFFQ69G5FAV',
        FromDate: '2025-01-01T00:00:00Z',
        orderColumn: 'Location',
        order: 'asc',
        Export: 'csv',
      }),
    ).toMatchObject({ RecordPerPage: 10_000, Export: 'csv' });
    expect(TrackingQuery.parse({ RecordPerPage: 602, Export: 'points' }).Export).toBe('points');
  });

  it('refuses more than 10,000 rows with a message that says the cap', () => {
    expect(issue({ RecordPerPage: 10_001, Export: 'csv' })).toBe('An export holds at most 10000 records');
  });

  it('refuses wrong types, an unknown form, unknown fields and a paged export', () => {
    expect(issue({ RecordPerPage: '602', Export: 'csv' })).toBeDefined();
    expect(issue({ RecordPerPage: 602, Export: 'xlsx' })).toBeDefined();
    expect(issue({ RecordPerPage: 602, Export: true })).toBeDefined();
    expect(issue({ RecordPerPage: 602, Exprot: 'csv' })).toBeDefined();
    expect(issue({ RecordPerPage: 602, Export: 'csv', NextToken: 'abc' })).toBe(
      'An export starts at the first record: no PageIndex above 1 or NextToken',
    );
  });
});
