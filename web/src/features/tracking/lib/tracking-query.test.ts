import { describe, expect, it } from 'vitest';
import {
  buildTrackingQuery,
  DEFAULT_SORT,
  EMPTY_FILTERS,
  endOfLocalDay,
  nextSort,
  startOfLocalDay,
} from './tracking-query';

describe('tracking query', () => {
  it('flips the order on the same column and starts a new column ascending', () => {
    expect(nextSort(DEFAULT_SORT, 'Date')).toEqual({ column: 'Date', order: 'asc' });
    expect(nextSort({ column: 'Date', order: 'asc' }, 'Date')).toEqual({ column: 'Date', order: 'desc' });
    expect(nextSort({ column: 'Date', order: 'asc' }, 'Source')).toEqual({ column: 'Source', order: 'asc' });
  });

  it('turns chosen days into the first and last instants of those local days', () => {
    const start = new Date(startOfLocalDay('2025-06-01')!);
    const end = new Date(endOfLocalDay('2025-06-01')!);
    expect([
      start.getFullYear(),
      start.getMonth(),
      start.getDate(),
      start.getHours(),
      start.getMinutes(),
    ]).toEqual([2025, 5, 1, 0, 0]);
    expect([
      end.getDate(),
      end.getHours(),
      end.getMinutes(),
      end.getSeconds(),
      end.getMilliseconds(),
    ]).toEqual([1, 23, 59, 59, 999]);
    expect(startOfLocalDay('')).toBeNull();
  });

  it('builds page bodies of 15 rows carrying the NextToken', () => {
    expect(buildTrackingQuery(EMPTY_FILTERS, DEFAULT_SORT, { pageIndex: 2, nextToken: 'abc' })).toEqual({
      PageIndex: 2,
      RecordPerPage: 15,
      CategoryID: '',
      FromDate: null,
      ToDate: null,
      orderColumn: 'Date',
      order: 'desc',
      NextToken: 'abc',
    });
  });
});
