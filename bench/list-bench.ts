import {
  TrackingQuery,
  type SortOrder,
  type TrackingOrderColumn,
  type TrackingQuery as TrackingQueryInput,
  type TrackingRecord,
} from '@beewatch/shared';
import { SORT_ATTRIBUTE } from '../functions/src/tracking/keys.js';
import { countTracking, itemOf, listTracking } from '../functions/src/tracking/repository.js';
import type { StoredCategory } from '../functions/src/categories/repository.js';
import { fetchTrackingHistory, type TrackingListResult } from '../functions/src/tracking/service.js';
import type { Catalog } from './catalog.js';
import { int, ms, percentile, table } from './format.js';
import { metered, type PageReads } from './meter.js';

export const PAGE = 15;
/** Goals of the reporting list (issue: every filter × sort × order × range): items read per item returned, first page time. */
export const GOAL_RATIO = 3.0;
export const GOAL_PAGE1_MS = 300;

/** A date range as the browser sends it: the start and end of local days (Europe/Zurich), ISO instants. */
export interface Range {
  label: string;
  from: string | null;
  to: string | null;
}

export const RANGES: Range[] = [
  { label: 'none', from: null, to: null },
  { label: '1 day', from: '2024-06-14T22:00:00.000Z', to: '2024-06-15T21:59:59.999Z' },
  { label: '1 month', from: '2024-05-31T22:00:00.000Z', to: '2024-06-30T21:59:59.999Z' },
  { label: '1 year', from: '2023-12-31T23:00:00.000Z', to: '2024-12-31T22:59:59.999Z' },
];
export const SORTS: TrackingOrderColumn[] = ['Date', 'Location', 'Source'];
export const ORDERS: SortOrder[] = ['asc', 'desc'];

export interface Filter {
  label: string;
  category: StoredCategory | null;
  categoryIndex: number | null;
}

/**
 * How the service read a page: the sort's index alone, that index with the date as a filter, the
 * date index sorted in memory, or time buckets of the range indexes merged (tracking/range-plan.ts).
 */
export type Plan = 'index' | 'index + date filter' | 'date index + sort' | 'time buckets merged';

export interface Result {
  filter: Filter;
  sort: TrackingOrderColumn;
  order: SortOrder;
  range: Range;
  plan: Plan;
  rows1: number;
  rows2: number;
  /** What the service read for the page (list-index Queries, ScannedCount), meter.ts. */
  read1: number;
  read2: number;
  queries1: number;
  queries2: number;
  /** listTracking called directly for page 1: the sort's index with the date as a filter. */
  filterRead1: number;
  filterQueries1: number;
  page1Ms: number;
  page2Ms: number;
  countMs: number;
  total: number;
  expected: number | null;
  problems: string[];
}

const ratio = (read: number, rows: number) => (rows ? read / rows : read ? Infinity : 0);
export const ratio1 = (r: Result) => ratio(r.read1, r.rows1);
export const ratio2 = (r: Result) => ratio(r.read2, r.rows2);
export const meetsGoal = (r: Result) => ratio1(r) <= GOAL_RATIO;
export const meetsGoal2 = (r: Result) => ratio2(r) <= GOAL_RATIO;

const fmtRatio = (read: number, rows: number) => {
  const r = ratio(read, rows);
  return Number.isFinite(r) ? r.toFixed(2) : `∞ (${read})`;
};

function planOf(sort: TrackingOrderColumn, range: Range, reads: PageReads): Plan {
  if (sort === 'Date' || (!range.from && !range.to)) return 'index';
  if (reads.indexes.some((i) => /Per(Day|Month)$/.test(i))) return 'time buckets merged';
  return reads.indexes.some((i) => i.endsWith('ByDate')) ? 'date index + sort' : 'index + date filter';
}

function query(
  filter: Filter,
  sort: TrackingOrderColumn,
  order: SortOrder,
  range: Range,
  extra: Partial<TrackingQueryInput>,
) {
  return TrackingQuery.parse({
    PageIndex: 1,
    RecordPerPage: PAGE,
    CategoryID: filter.category?.CategoryID ?? '',
    FromDate: range.from,
    ToDate: range.to,
    orderColumn: sort,
    order,
    ...extra,
  });
}

/** Rows outside the filter or range, or out of order across the two pages. */
function check(
  filter: Filter,
  sort: TrackingOrderColumn,
  order: SortOrder,
  range: Range,
  rows: TrackingRecord[],
) {
  const problems: string[] = [];
  const attr = SORT_ATTRIBUTE[sort];
  let previous: string | undefined;
  for (const row of rows) {
    if (filter.category && row.CategoryID !== filter.category.CategoryID)
      problems.push('row of another category');
    if ((range.from && row.CreatedDate < range.from) || (range.to && row.CreatedDate > range.to))
      problems.push('row outside the date range');
    const key = String(itemOf({ ...row, ImageContentType: null })[attr]);
    if (previous !== undefined && (order === 'asc' ? key <= previous : key >= previous))
      problems.push('rows out of order');
    previous = key;
  }
  return [...new Set(problems)];
}

const sameIds = (a: { HornetTrackingID: string }[], b: { HornetTrackingID: string }[]) =>
  a.length === b.length && a.every((r, i) => r.HornetTrackingID === b[i]!.HornetTrackingID);

/**
 * One combination: the service for pages 1 and 2 (timed, with the list-index reads it made),
 * listTracking directly for the same two pages (the index + date-filter plan, and a cross-check
 * of the rows), countTracking alone (timed).
 */
export async function runCombination(
  filter: Filter,
  sort: TrackingOrderColumn,
  order: SortOrder,
  range: Range,
  catalog: Catalog | null,
): Promise<Result> {
  const [page1, reads1, page1Ms] = await metered(() =>
    fetchTrackingHistory(query(filter, sort, order, range, {})),
  );
  let page2: TrackingListResult = { records: [], total: page1.total, nextToken: null };
  let reads2: PageReads = { items: 0, queries: 0, indexes: [] };
  let page2Ms = 0;
  if (page1.nextToken) {
    [page2, reads2, page2Ms] = await metered(() =>
      fetchTrackingHistory(query(filter, sort, order, range, { PageIndex: 2, NextToken: page1.nextToken })),
    );
  }
  const options = {
    categoryId: filter.category?.CategoryID ?? null,
    from: range.from,
    to: range.to,
    orderColumn: sort,
    order,
    limit: PAGE,
  };
  const direct1 = await listTracking(options);
  const direct2 = direct1.lastKey
    ? await listTracking({ ...options, startKey: direct1.lastKey })
    : { items: [], itemsRead: 0, queries: 0 };
  const countStarted = performance.now();
  const count = await countTracking(options.categoryId, range.from, range.to);
  const countMs = performance.now() - countStarted;

  const expected = catalog
    ? catalog.expectedCount(
        filter.categoryIndex,
        range.from ? Date.parse(range.from) : null,
        range.to ? Date.parse(range.to) : null,
      )
    : null;
  const problems = check(filter, sort, order, range, [...page1.records, ...page2.records]);
  if (expected !== null && page1.total !== expected)
    problems.push(`TotalRecord ${page1.total} ≠ ${expected}`);
  if (count !== page1.total) problems.push(`countTracking ${count} ≠ TotalRecord ${page1.total}`);
  const total = expected ?? page1.total;
  if (page1.records.length !== Math.min(PAGE, total))
    problems.push(`page 1 has ${page1.records.length} rows`);
  if (page2.records.length !== Math.min(PAGE, Math.max(0, total - PAGE)))
    problems.push(`page 2 has ${page2.records.length} rows`);
  if (!sameIds(page1.records, direct1.items) || !sameIds(page2.records, direct2.items))
    problems.push('service rows differ from listTracking');

  return {
    filter,
    sort,
    order,
    range,
    plan: planOf(sort, range, reads1),
    rows1: page1.records.length,
    rows2: page2.records.length,
    read1: reads1.items,
    read2: reads2.items,
    queries1: reads1.queries,
    queries2: reads2.queries,
    filterRead1: direct1.itemsRead,
    filterQueries1: direct1.queries,
    page1Ms,
    page2Ms,
    countMs,
    total: page1.total,
    expected,
    problems,
  };
}

const hasRangeOnOtherSort = (r: Result) => r.sort !== 'Date' && Boolean(r.range.from || r.range.to);

export function resultRow(r: Result): string[] {
  const page2 = r.rows2 || r.read2;
  return [
    r.filter.label,
    r.sort,
    r.order,
    r.range.label,
    int(r.total),
    r.plan,
    `${r.rows1}+${r.rows2}`,
    fmtRatio(r.read1, r.rows1),
    String(r.queries1),
    page2 ? fmtRatio(r.read2, r.rows2) : '–',
    page2 ? String(r.queries2) : '–',
    hasRangeOnOtherSort(r) ? `${fmtRatio(r.filterRead1, r.rows1)} (${r.filterQueries1} Q)` : '–',
    ms(r.page1Ms),
    ms(r.page2Ms),
    ms(r.countMs),
    meetsGoal(r) ? 'ok' : `OVER ${GOAL_RATIO}`,
    r.problems.length ? `FAIL: ${r.problems.join('; ')}` : 'ok',
  ];
}

export const RESULT_COLUMNS = [
  { title: 'filter' },
  { title: 'sort' },
  { title: 'order' },
  { title: 'range' },
  { title: 'TotalRecord', align: 'right' as const },
  { title: 'plan (page 1)' },
  { title: 'rows p1+p2', align: 'right' as const },
  { title: 'read/row p1', align: 'right' as const },
  { title: 'Q p1', align: 'right' as const },
  { title: 'read/row p2', align: 'right' as const },
  { title: 'Q p2', align: 'right' as const },
  { title: 'filter plan p1', align: 'right' as const },
  { title: 'page1 ms', align: 'right' as const },
  { title: 'page2 ms', align: 'right' as const },
  { title: 'count ms', align: 'right' as const },
  { title: `goal ≤${GOAL_RATIO}` },
  { title: 'check' },
];

const plans = (group: Result[]) => {
  const byPlan = new Map<Plan, number>();
  for (const r of group) byPlan.set(r.plan, (byPlan.get(r.plan) ?? 0) + 1);
  return [...byPlan].map(([plan, n]) => `${plan} ×${n}`).join(', ');
};

/** The summary lines: goal tally, worst ratio per sort × range, worst cases, latency percentiles. */
export function summary(results: Result[]): string[] {
  const lines: string[] = [];
  const meeting = results.filter(meetsGoal);
  lines.push(
    `Page 1: ${meeting.length} of ${results.length} combinations read ≤ ${GOAL_RATIO} items per item returned; ` +
      `${results.length - meeting.length} do not.`,
  );
  lines.push(
    `Page 2 (NextToken): ${results.filter(meetsGoal2).length} of ${results.length} meet the same goal.`,
  );
  lines.push('');
  lines.push(
    'Worst page-1 items read per item returned by the service (and most Queries), over all filters and orders;',
  );
  lines.push('"filter plan" = listTracking alone (the sort\'s index with the date as a FilterExpression):');
  const rows: string[][] = [];
  for (const sort of SORTS) {
    for (const range of RANGES) {
      const group = results.filter((r) => r.sort === sort && r.range === range);
      const worst = group.reduce((a, b) => (ratio1(b) > ratio1(a) ? b : a));
      const worstFilter = group.reduce((a, b) => (b.filterRead1 / b.rows1 > a.filterRead1 / a.rows1 ? b : a));
      rows.push([
        sort,
        range.label,
        `${group.filter(meetsGoal).length}/${group.length}`,
        fmtRatio(worst.read1, worst.rows1),
        String(Math.max(...group.map((r) => r.queries1))),
        ms(Math.max(...group.map((r) => r.page1Ms))),
        group.some(hasRangeOnOtherSort) ? fmtRatio(worstFilter.filterRead1, worstFilter.rows1) : '–',
        plans(group),
      ]);
    }
  }
  lines.push(
    ...table(
      [
        { title: 'sort' },
        { title: 'range' },
        { title: 'meet goal', align: 'right' },
        { title: 'worst read/row', align: 'right' },
        { title: 'max Q', align: 'right' },
        { title: 'max page1 ms', align: 'right' },
        { title: 'filter plan worst', align: 'right' },
        { title: 'plans used (page 1)' },
      ],
      rows,
    ).map((l) => `  ${l}`),
  );
  lines.push('');
  const worst = [...results].sort((a, b) => ratio1(b) - ratio1(a) || b.page1Ms - a.page1Ms).slice(0, 12);
  lines.push('The 12 worst combinations (page 1, service):');
  lines.push(
    ...table(
      [
        { title: 'filter' },
        { title: 'sort' },
        { title: 'order' },
        { title: 'range' },
        { title: 'plan' },
        { title: 'read', align: 'right' },
        { title: 'rows', align: 'right' },
        { title: 'read/row', align: 'right' },
        { title: 'Queries', align: 'right' },
        { title: 'page1 ms', align: 'right' },
        { title: 'page2 ms', align: 'right' },
      ],
      worst.map((r) => [
        r.filter.label,
        r.sort,
        r.order,
        r.range.label,
        r.plan,
        int(r.read1),
        String(r.rows1),
        fmtRatio(r.read1, r.rows1),
        String(r.queries1),
        ms(r.page1Ms),
        ms(r.page2Ms),
      ]),
    ).map((l) => `  ${l}`),
  );
  lines.push('');
  const latency = (label: string, values: number[]) =>
    values.length
      ? `  ${label.padEnd(34)} n=${String(values.length).padStart(3)}  p50 ${ms(percentile(values, 50)).padStart(6)} ms  ` +
        `p95 ${ms(percentile(values, 95)).padStart(6)} ms  max ${ms(Math.max(...values)).padStart(6)} ms`
      : `  ${label.padEnd(34)} n=  0`;
  lines.push('First-page time (service: category check, page and TotalRecord):');
  lines.push(
    latency(
      'combinations meeting the goal',
      meeting.map((r) => r.page1Ms),
    ),
  );
  lines.push(
    latency(
      'combinations over the goal',
      results.filter((r) => !meetsGoal(r)).map((r) => r.page1Ms),
    ),
  );
  lines.push(
    latency(
      'all',
      results.map((r) => r.page1Ms),
    ),
  );
  lines.push(
    latency(
      'second page (all)',
      results.filter((r) => r.rows2).map((r) => r.page2Ms),
    ),
  );
  lines.push(
    latency(
      'TotalRecord alone (countTracking)',
      results.map((r) => r.countMs),
    ),
  );
  lines.push('');
  const failed = results.filter((r) => r.problems.length);
  lines.push(
    failed.length
      ? `Correctness checks FAILED for ${failed.length} combinations (see the check column).`
      : `Correctness checks passed for all ${results.length} combinations: TotalRecord equals the generated count, ` +
          'rows match the filter and range, are in order across pages 1 and 2, pages are full, and the service ' +
          'returns the same rows as listTracking.',
  );
  return lines;
}
