import type { ChildProcess } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { TrackingQuery } from '@beewatch/shared';
import { Gazetteer } from '../functions/src/geo/gazetteer.js';
import { fetchTrackingHistory } from '../functions/src/tracking/service.js';
import { SHARED_DATA } from '../scripts/local/config.js';
import { dynamoClient, ensureTables, startDynamoDbLocal } from '../scripts/local/dynamodb-local.js';
import { seedCategories, seedTrackingRecords } from '../scripts/local/seed-data.js';
import { StoredCategory } from '../functions/src/categories/repository.js';
import { Catalog } from './catalog.js';
import { lockDataDir, stopChild } from './ddb.js';
import { exportReport, exportVerdict, runExport, type ExportRun } from './export-bench.js';
import { duration, int, table } from './format.js';
import {
  CATEGORY_WEIGHTS,
  CREATOR_NAMES,
  DATE_FROM,
  DATE_TO,
  GENERATOR_VERSION,
  PRNG_SEED,
  generateRecords,
  type Anchor,
} from './generate.js';
import {
  GOAL_PAGE1_MS,
  GOAL_RATIO,
  ORDERS,
  PAGE,
  RANGES,
  RESULT_COLUMNS,
  SORTS,
  meetsGoal,
  resultRow,
  runCombination,
  summary,
  type Filter,
  type Result,
} from './list-bench.js';
import { isSeeded, readSeedState, resetTrackingTable, seed } from './seed.js';

export interface BenchOptions {
  records: number;
  concurrency: number;
  port: number;
  fresh: boolean;
  /** The database folder, or `memory` for DynamoDB Local's -inMemory. */
  dataDir: string;
}

const EXPORT_ROWS = 10_000;
const log = (line = '') => console.log(line);
const heading = (title: string) => log(`\n=== ${title} ${'='.repeat(Math.max(0, 100 - title.length))}`);

function directorySize(dir: string): number {
  let size = 0;
  for (const name of readdirSync(dir)) {
    const stat = statSync(path.join(dir, name));
    size += stat.isDirectory() ? directorySize(path.join(dir, name)) : stat.size;
  }
  return size;
}

/** The benchmark; returns the exit code (0 unless something broke). */
export async function main(opts: BenchOptions): Promise<number> {
  let child: ChildProcess | undefined;
  let release: (() => void) | undefined;
  const stop = async (signal: string) => {
    log(`\n${signal}: stopping DynamoDB Local`);
    await stopChild(child);
    release?.();
    process.exit(130);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  const started = performance.now();
  try {
    heading('Bee.Watch reporting list and export benchmark');
    log('DATA IS GENERATED, not real: records placed within ~5 km of the 602 real GBIF Vespa velutina');
    log('sightings (info fauna (CSCF), via GBIF.org, CC BY 4.0), with the canton address of that sighting,');
    log(
      `random instants from ${new Date(DATE_FROM).toISOString().slice(0, 10)} to ${new Date(DATE_TO - 1).toISOString().slice(0, 10)}, ` +
        `${CREATOR_NAMES.length} made-up creator names, PRNG seed 0x${PRNG_SEED.toString(16)} (generator v${GENERATOR_VERSION}).`,
    );
    log(`Records: ${int(opts.records)}   node ${process.version}   ${new Date().toISOString()}`);

    const t0 = performance.now();
    if (opts.dataDir !== 'memory') release = lockDataDir(opts.dataDir);
    child = await startDynamoDbLocal(opts.port, opts.dataDir);
    log(
      `DynamoDB Local on port ${opts.port}, data ${opts.dataDir === 'memory' ? 'in memory' : `in ${path.relative(process.cwd(), opts.dataDir)}`} (started in ${duration((performance.now() - t0) / 1000)})`,
    );
    const client = dynamoClient(opts.port);
    await ensureTables(client);

    const categories = seedCategories().map((c) => StoredCategory.parse(c));
    const anchors: Anchor[] = seedTrackingRecords(SHARED_DATA, Gazetteer.load(SHARED_DATA)).map(
      ({ record }) => ({
        latitude: record.Latitude,
        longitude: record.Longitude,
        address: record.LocationAddress,
      }),
    );
    const catalog = new Catalog(opts.records, EXPORT_ROWS);
    const generated = catalog.tap(generateRecords(opts.records, anchors, categories));

    heading('Seeding');
    const state = await readSeedState();
    if (!opts.fresh && isSeeded(state, opts.records)) {
      log(
        `Reusing the ${int(state.total)} records seeded on ${state.marker?.seededAt} (COUNT#ALL TOTAL = ${int(state.total)}); ` +
          'pass --fresh to seed again.',
      );
      for (const _ of generated); // rebuilds the in-memory catalog (same records)
    } else {
      if (state.total || state.marker) {
        const m = state.marker;
        log(
          `The bench database holds another seed (COUNT#ALL TOTAL = ${int(state.total)}` +
            `${m ? `; ${int(m.records)} records of generator v${m.version}, seeded ${m.seededAt}` : '; incomplete'}): dropping TrackingTable.`,
        );
      }
      const tr = performance.now();
      await resetTrackingTable(client);
      log(`TrackingTable (re)created in ${duration((performance.now() - tr) / 1000)}.`);
      log(
        `Writing ${categories.length} categories (putCategoryIfAbsent), ${int(opts.records)} records ` +
          `(BatchWriteItem of itemOf(record), 25 per request, ${opts.concurrency} in flight) and the counters:`,
      );
      const result = await seed(generated, opts.records, categories, opts.concurrency, log);
      log(
        `Seeded ${int(result.records)} records and ${int(result.counterItems)} counter items in ${duration(result.seconds)}: ` +
          `${int(result.records / result.seconds)} records/s (${int(result.itemWrites / result.seconds)} item writes/s ` +
          `counting the ${(result.itemWrites / result.records - 1).toFixed(0)} indexes each record is in).`,
      );
    }
    if (opts.dataDir !== 'memory')
      log(`Bench database on disk: ${(directorySize(opts.dataDir) / 2 ** 20).toFixed(0)} MiB`);

    heading('Generated data set');
    const filters: Filter[] = [
      { label: 'all', category: null, categoryIndex: null },
      ...categories.map((category, i) => ({ label: category.Name, category, categoryIndex: i })),
    ];
    log(
      table(
        [
          { title: 'filter' },
          { title: 'CategoryID' },
          { title: 'records', align: 'right' },
          { title: 'share', align: 'right' },
        ],
        filters.map((f) => {
          const n = catalog.expectedCount(f.categoryIndex, null, null);
          return [
            f.label,
            f.category?.CategoryID ?? '',
            int(n),
            `${((n / catalog.count) * 100).toFixed(1)} %${f.categoryIndex === null ? '' : ` (target ${CATEGORY_WEIGHTS[f.categoryIndex]! * 100} %)`}`,
          ];
        }),
      ).join('\n'),
    );
    log('Date ranges (ISO instants as the browser sends them: start and end of local days, Europe/Zurich):');
    for (const r of RANGES.slice(1)) {
      const n = catalog.expectedCount(null, Date.parse(r.from!), Date.parse(r.to!));
      log(
        `  ${r.label.padEnd(8)} ${r.from} .. ${r.to}  ${int(n)} records (${((n / catalog.count) * 100).toFixed(2)} %)`,
      );
    }

    heading(`List: page of ${PAGE}, every filter × sort × order × date range`);
    for (const line of [
      'page1/page2 ms: fetchTrackingHistory, the API service (category check, the page, TotalRecord); page 2 with the',
      'NextToken of page 1. read/row p1/p2 and Q: what the service read for the page — ScannedCount of its Queries on',
      "the list indexes ÷ rows returned (count-only Queries for TotalRecord left out). plan: the sort's index; that",
      "index with the date as a filter; or the date index read whole and sorted in memory (the service's choice, made",
      "on the counters). filter plan p1: listTracking called directly (the sort's index + date filter) for the same",
      'page, shown where a date range meets a Location/Source sort. count ms: countTracking alone.',
    ])
      log(line);
    await fetchTrackingHistory(TrackingQuery.parse({})); // warm-up, not measured
    const results: Result[] = [];
    for (const filter of filters) {
      const tf = performance.now();
      for (const sort of SORTS)
        for (const order of ORDERS)
          for (const range of RANGES) results.push(await runCombination(filter, sort, order, range, catalog));
      const done = results.slice(-SORTS.length * ORDERS.length * RANGES.length);
      log(
        `  filter ${filter.label}: ${done.length} combinations in ${duration((performance.now() - tf) / 1000)}, ` +
          `${done.filter(meetsGoal).length} meet the goal`,
      );
    }
    log('');
    log(table(RESULT_COLUMNS, results.map(resultRow)).join('\n'));

    heading('List summary');
    for (const line of summary(results)) log(line);
    for (const line of [
      'Date sort (any range) and no range (any sort) are one Query on an index keyed for them: ≈ 1.0 read/row.',
      'A Location/Source sort with a date range reads the cheapest of three plans, costed from the day counters',
      '(functions/src/tracking/range-plan.ts): the range covered by UTC day and month buckets of the range indexes,',
      'one Query a bucket from the cursor, merged by the sort key (≈ 15 × covered ÷ in-range items + one look-ahead',
      "a bucket); the sort's index with the date as a FilterExpression (≈ 15 × total ÷ in-range); or the range from",
      'the date index sorted in memory (in-range items, for a handful of records). The day counters read to plan',
      "(one Query, ≤ 31 small items a month of the range) are left out of read/row, as TotalRecord's counters are.",
    ])
      log(line);

    heading(`Export: ${int(Math.min(EXPORT_ROWS, catalog.sampleIds.length))} selected rows → Reporting.csv`);
    for (const line of [
      `Ids: 1 in every ${int(Math.max(1, Math.floor(opts.records / EXPORT_ROWS)))} generated records (spread over the whole table).`,
      'service = fetchTrackingHistory({SelectedIDx}) (getTrackingBatch: BatchGet of 100 keys a request, then the sort);',
      'CSV = trackingCsv of @beewatch/shared (the Reporting.csv builder the web uses); JSON out = the API body;',
      'web parse = JSON.parse + the envelope/TrackingRecord schema check of the web client.',
    ])
      log(line);
    const runs: ExportRun[] = [];
    for (const [sort, order] of [
      ['Date', 'desc'],
      ['Location', 'asc'],
      ['Source', 'asc'],
    ] as const) {
      runs.push(await runExport(catalog.sampleIds, sort, order));
    }
    for (const line of exportReport(runs)) log(line);

    heading('Verdict');
    const meeting = results.filter(meetsGoal).length;
    const over = results.filter((r) => !meetsGoal(r));
    const byPlan = (plan: string) => over.filter((r) => r.plan === plan).length;
    log(
      `List: ${meeting}/${results.length} combinations meet ≤ ${GOAL_RATIO} items read per item returned; ` +
        `${over.length} are over (plan: ${byPlan('time buckets merged')} time buckets merged, ` +
        `${byPlan('date index + sort')} date index + sort, ${byPlan('index + date filter')} index + date filter, ` +
        `${byPlan('index')} index alone).`,
    );
    const slowest = results.reduce((a, b) => (b.page1Ms > a.page1Ms ? b : a));
    log(
      `Slowest first page: ${int(slowest.page1Ms)} ms (${slowest.filter.label}, ${slowest.sort} ${slowest.order}, ` +
        `${slowest.range.label}, ${slowest.plan}: ${int(slowest.read1)} items read in ${slowest.queries1} Queries); ` +
        `goal < ${GOAL_PAGE1_MS} ms: ${slowest.page1Ms < GOAL_PAGE1_MS ? 'met' : 'NOT met'}.`,
    );
    const failed = results.filter((r) => r.problems.length).length;
    log(`List correctness checks: ${failed ? `${failed} FAILED` : 'all passed'}.`);
    for (const line of exportVerdict(runs)) log(`Export of ${int(runs[0]!.rows)} rows: ${line}`);
    log(
      `Records: ${int(catalog.count)} (generated). Bench run time ${duration((performance.now() - started) / 1000)}.`,
    );
    return 0;
  } catch (err) {
    console.error('\nBenchmark failed:', err);
    return 1;
  } finally {
    await stopChild(child);
    release?.();
  }
}
