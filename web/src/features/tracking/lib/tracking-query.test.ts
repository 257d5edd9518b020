import { describe, expect, it } from 'vitest';
import {
  buildExportQuery,
  buildTrackingQuery,
  DEFAULT_SORT,
  EMPTY_FILTERS,
  endOfLocalDay,
  matchingCount,
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

describe('export query (spec §7.1, §9)', () => {
  const filters = { categoryId: '01HZC0000000000000000000007', fromDate: '2025-06-01', toDate: '' };

  it('asks for the checked ids in the current sort', () => {
    expect(buildExportQuery({ kind: 'ids', ids: ['a', 'b'] }, DEFAULT_SORT, 'csv')).toEqual({
      PageIndex: 1,
      RecordPerPage: 2,
      SelectedIDx: ['a', 'b'],
      orderColumn: 'Date',
      order: 'desc',
      Export: 'csv',
    });
  });

  it('asks for all matching records by the filters and sort, without ids', () => {
    const sort = { column: 'Location', order: 'asc' } as const;
    expect(buildExportQuery({ kind: 'matching', filters, count: 602 }, sort, 'points')).toEqual({
      PageIndex: 1,
      RecordPerPage: 602,
      CategoryID: filters.categoryId,
      FromDate: startOfLocalDay('2025-06-01'),
      ToDate: null,
      orderColumn: 'Location',
      order: 'asc',
      Export: 'points',
    });
  });

  it('never asks for more than 10,000 records', () => {
    expect(matchingCount(12_345)).toBe(10_000);
    expect(matchingCount(602)).toBe(602);
    const q = buildExportQuery({ kind: 'matching', filters, count: 12_345 }, DEFAULT_SORT, 'csv');
    expect(q.RecordPerPage).toBe(10_000);
  });
});
