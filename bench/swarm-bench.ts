/**
 * Swarm collector matching: `npx tsx bench/swarm-bench.ts [--collectors 100000]
 * [--port 4400] [--fresh] [--data-dir .local/bench-swarm]`, also run by `npm run bench`.
 *
 * Seeds GENERATED collectors (areas 1–10 km around random points near real UK and French post
 * codes of ../shared/data, plus a cluster of 1,000 in central London) into its own DynamoDB
 * Local, then prints for several report locations the collector-matching Query's items read per
 * collector matched (goal ≤ 3), and the time to queue alerts to ≈ 1,000 matched collectors
 * (goal ≤ 1 s: match, their profiles, the alerted records, the SNS messages). Never fails on time.
 */
import { parseArgs } from 'node:util';
import { prepareBenchStack, stackOptions } from './ddb.js';
import { mulberry32, nearPoint } from './generate.js';
import { benchMarkerKey } from './bench-entity.js';
import { demoProfileOf } from '../scripts/local/demo-account.js';

const { values } = parseArgs({
  options: {
    collectors: { type: 'string', default: '100000' },
    ...stackOptions('4400', '.local/bench-swarm'),
  },
});
const COLLECTORS = Number(values.collectors.replace(/[_,]/g, ''));
/** Collectors placed within 4 km of central London, each with a 10 km radius. */
const CLUSTER = 1_000;
const LONDON = { Latitude: 51.5074, Longitude: -0.1278 };

const { ddbPort, dataDir, start } = await prepareBenchStack(values);

// After the environment: the function modules read it when first used.
const { SHARED_DATA } = await import('../scripts/local/config.js');
const { gazetteerPlaces } = await import('../functions/src/geo/gazetteer.js');
const { documentClient } = await import('../functions/src/lib/aws.js');
// Seeds through the functions' own batch writer (putAll: retried with backoff, an error when any is left).
const { putAll } = await import('../functions/src/lib/dynamo.js');
const { areaItemsOf, matchCollectors } = await import('../functions/src/swarm/collectors.js');
const { collectorRecipients, sendCollectorAlert } = await import('../functions/src/swarm/notify.js');
const { newReportState } = await import('../functions/src/swarm/reports-repository.js');
const { profileItemOf } = await import('../functions/src/account/index.js');

interface Place {
  PostCode: string;
  PlaceName: string;
  Latitude: number;
  Longitude: number;
}

/** UK districts and French codes postaux of the gazetteer files (real places; SOURCES.md). */
const places = (): Place[] =>
  gazetteerPlaces(SHARED_DATA).map((p) => ({
    PostCode: p.postCode,
    PlaceName: p.name,
    Latitude: p.latitude,
    Longitude: p.longitude,
  }));

const profile = (user: string, i: number) =>
  profileItemOf(
    demoProfileOf(user, {
      FullName: `Bench Collector ${i}`,
      Email: `${user}@bench.example`,
      Mobile: `+4474${String(i).padStart(8, '0')}`,
    }),
  );

async function seedCollectors(): Promise<void> {
  const random = mulberry32(5);
  const all = places();
  const started = Date.now();
  const BATCH = 2_000;
  let cellItems = 0;
  for (let from = 0; from < COLLECTORS; from += BATCH) {
    const site: Record<string, unknown>[] = [];
    const account: Record<string, unknown>[] = [];
    for (let i = from; i < Math.min(COLLECTORS, from + BATCH); i++) {
      const user = `bench.collector.${i}`;
      const inCluster = i < CLUSTER;
      const centre = inCluster
        ? nearPoint({ PostCode: 'WC2N', PlaceName: 'London', ...LONDON }, 4, random)
        : nearPoint(all[Math.floor(random() * all.length)]!, 3, random);
      const { area, cells } = areaItemsOf(user, centre, inCluster ? 10 : 1 + Math.floor(random() * 10), 1);
      site.push(area, ...cells);
      cellItems += cells.length;
      account.push(profile(user, i));
    }
    await Promise.all([putAll('SiteTable', site), putAll('AccountTable', account)]);
    process.stdout.write(`\r  seeded ${Math.min(COLLECTORS, from + BATCH)} / ${COLLECTORS} collectors`);
  }
  await putAll('SiteTable', [{ ...benchMarkerKey('SWARM'), Collectors: COLLECTORS }]);
  console.log(
    `\n  ${COLLECTORS} collectors, ${cellItems} cell index items (${(cellItems / COLLECTORS).toFixed(1)} per collector) in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}

async function seeded(): Promise<boolean> {
  const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
  const out = await documentClient().send(
    new GetCommand({ TableName: 'SiteTable', Key: benchMarkerKey('SWARM') }),
  );
  return out.Item?.Collectors === COLLECTORS;
}

const REPORT_AT: [string, number, number][] = [
  ['London WC2 (cluster)', LONDON.Latitude, LONDON.Longitude],
  ['Guildford GU1', 51.24255, -0.56436],
  ['Manchester M1', 53.47734, -2.23508],
  ['Edinburgh EH1', 55.95243, -3.1884],
  ['Truro TR1', 50.2632, -5.051],
  ['Paris 75001', 48.86263, 2.33629],
  ['Lyon 69001', 45.76993, 4.82922],
  ['Bordeaux 33000', 44.85724, -0.57369],
];

function report(id: string, lat: number, lon: number) {
  const at = new Date().toISOString();
  return {
    SwarmID: id,
    CreatedAt: at,
    ApiKey: 'bench',
    ApiKeyOwner: 'bench',
    Name: 'Bench',
    PostCode: 'WC2N 5DU',
    Address: '1 Bench Street',
    Address2: '',
    PhoneNo: '07400 123456',
    PhoneE164: '+447400123456',
    PhoneIsMobile: true,
    Description: 'Generated bench report',
    TypeOption: 1,
    Other: '',
    BeeOption: 2,
    District: 'WC2N',
    PlaceName: 'London',
    Country: 'GB' as const,
    Latitude: lat,
    Longitude: lon,
    ImageContentType: null,
    ImageState: 'none' as const,
    ...newReportState(),
    History: [],
  };
}

const stack = await start();
try {
  console.log(`\nSwarm collector matching, DynamoDB Local on port ${ddbPort}, ${dataDir}`);
  if (!(await seeded())) await seedCollectors();
  else console.log(`  reusing ${COLLECTORS} seeded collectors (--fresh to reseed)`);

  console.log('\n  report location          matched  items read  read/matched  query ms');
  for (const [name, lat, lon] of REPORT_AT) {
    await matchCollectors(lat, lon); // warm the partition
    const t = performance.now();
    const { matched, itemsRead } = await matchCollectors(lat, lon);
    const ms = performance.now() - t;
    const ratio = matched.length ? (itemsRead / matched.length).toFixed(2) : '—';
    console.log(
      `  ${name.padEnd(24)} ${String(matched.length).padStart(7)}  ${String(itemsRead).padStart(10)}  ${ratio.padStart(12)}  ${ms.toFixed(0).padStart(8)}`,
    );
  }
  console.log('  (plus one profile read per matched collector, by BatchGet, for current contact details)');

  console.log('\n  queue alerts at London WC2 (match + profiles + alerted records + SNS messages):');
  for (let run = 1; run <= 3; run++) {
    const r = report(
      `BENCH${String(run).padStart(21, '0')}${Date.now() % 100000}`,
      LONDON.Latitude,
      LONDON.Longitude,
    );
    const t = performance.now();
    const { recipients } = await collectorRecipients(r);
    const matchedAt = performance.now();
    await sendCollectorAlert(r, recipients);
    const done = performance.now();
    console.log(
      `  run ${run}: ${recipients.length} collectors — matched with profiles ${(matchedAt - t).toFixed(0)} ms, queued ${(done - matchedAt).toFixed(0)} ms, total ${(done - t).toFixed(0)} ms (goal ≤ 1000 ms)`,
    );
  }
} finally {
  await stack.stop();
}
process.exit(0);
