/**
 * Geo queries and spray alert fan-out: `npx tsx bench/geo-bench.ts [--apiaries 1000000]
 * [--notifications N] [--port 4480] [--fresh] [--persist] [--data-dir .local/bench-geo]`, also run by
 * `npm run bench`.
 *
 * Seeds GENERATED apiaries and spray notifications (points up to 3 km around random real UK and
 * French post-code centroids of ../shared/data; not real sites) into its own DynamoDB Local, then
 * prints, for 1 km and 10 km radius searches at many places, the items the geohash Queries read
 * per item inside the circle (goal ≤ 3), and the spray alert fan-out to 1,000 beekeepers: the
 * radius search with their profiles, publishAlert, and the last of the 1,000 emails in the
 * outbox (SNS → alert worker → SES stand-in, in-process). DynamoDB Local runs in memory unless
 * --persist (then the seed is kept and reused). Never fails on time.
 */
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { prepareBenchStack, stackOptions } from './ddb.js';
import { mulberry32, nearPoint } from './generate.js';
import { benchMarkerKey } from './bench-entity.js';
import { demoProfileOf } from '../scripts/local/demo-account.js';

const { values } = parseArgs({
  options: {
    apiaries: { type: 'string', default: '1000000' },
    notifications: { type: 'string' },
    ...stackOptions('4480', '.local/bench-geo'),
  },
});
const count = (text: string) => Number(text.replace(/[_,]/g, ''));
const APIARIES = count(values.apiaries);
const NOTIFICATIONS = count(values.notifications ?? String(Math.round(APIARIES / 4)));
/** Beekeepers with an apiary within 10 km of the fan-out field. */
const FANOUT = 1_000;
const FIELD = { Latitude: 52.2053, Longitude: 0.1218 }; // Cambridge CB2, a made-up field

const { ddbPort, dataDir, start } = await prepareBenchStack(values);

// After the environment: the function modules read it when first used.
const { SHARED_DATA } = await import('../scripts/local/config.js');
const { gazetteerPlaces } = await import('../functions/src/geo/gazetteer.js');
const { subscribe } = await import('../scripts/local/outbox.js');
const { documentClient } = await import('../functions/src/lib/aws.js');
// Seeds through the functions' own batch writer (putAll: retried with backoff, an error when any is left).
const { putAll } = await import('../functions/src/lib/dynamo.js');
const { queryRadius } = await import('../functions/src/geo/cells.js');
const { StoredApiary, APIARY } = await import('../functions/src/sites/apiaries/repository.js');
const { apiaryItemOf } = await import('../functions/src/sites/apiaries/apiary-entity.js');
const { profileItemOf } = await import('../functions/src/account/index.js');
const { SPRAY, StoredSchedule, scheduleItemOf } =
  await import('../functions/src/sites/treatments/repository.js');
const { sprayRecipients, publishSprayAlert } = await import('../functions/src/sites/spray/alerts.js');
const alerts = await import('../functions/src/handlers/alerts.js');

interface Place {
  Latitude: number;
  Longitude: number;
}

/** UK district and French code-postal centroids of the gazetteer files (real places; SOURCES.md). */
const places = (): Place[] =>
  gazetteerPlaces(SHARED_DATA)
    .map((p) => ({ Latitude: p.latitude, Longitude: p.longitude }))
    .filter((p) => Math.abs(p.Latitude) > 1);

const id = (prefix: string, i: number) => `${prefix}${String(i).padStart(26 - prefix.length, '0')}`;
const when = new Date().toISOString();

function apiaryItem(i: number, p: Place, owner: string) {
  const a = StoredApiary.parse({
    ApiaryID: id('0A', i),
    Name: `Bench apiary ${i}`,
    PostCode: null,
    Latitude: p.Latitude,
    Longitude: p.Longitude,
    Hives: 2,
    Notes: '',
    CreatedDate: when,
    UpdatedDate: when,
    OwnerUserName: owner,
  });
  return apiaryItemOf(a);
}

function notificationItem(i: number, p: Place) {
  return scheduleItemOf(
    StoredSchedule.parse({
      TreatmentScheduleID: id('0S', i),
      FieldID: id('0F', i),
      FieldName: 'Bench field',
      Latitude: p.Latitude,
      Longitude: p.Longitude,
      TreatmentDate: '2026-12-01',
      TimeOfDay: 1,
      PesticideType: 2,
      Product: 'Bench product',
      Notes: '',
      Status: 1,
      Version: 1,
      AlertedCount: 0,
      UpdatedDate: when,
      OwnerUserName: `bench.farmer.${i % 5000}`,
    }),
  );
}

const profile = (user: string, i: number) =>
  profileItemOf(demoProfileOf(user, { FullName: `Bench Beekeeper ${i}`, Email: `${user}@bench.example` }));

const SEEDED_KEY = benchMarkerKey('GEO');

async function seed(all: Place[]): Promise<void> {
  const random = mulberry32(6);
  const started = Date.now();
  const BATCH = 5_000;
  const total = APIARIES + NOTIFICATIONS;
  let done = 0;
  // The fan-out population first: 1,000 beekeepers, one apiary each, within 9 km of the field.
  const fan = Array.from({ length: FANOUT }, (_, i) => `bench.fanout.${i}`);
  await putAll(
    'SiteTable',
    fan.map((u, i) => apiaryItem(APIARIES + i, nearPoint(FIELD, 9, random), u)),
  );
  await putAll('AccountTable', fan.map(profile));
  for (let from = 0; from < APIARIES; from += BATCH) {
    const items = [];
    for (let i = from; i < Math.min(APIARIES, from + BATCH); i++)
      items.push(
        apiaryItem(
          i,
          nearPoint(all[Math.floor(random() * all.length)]!, 3, random),
          `bench.keeper.${i % 40_000}`,
        ),
      );
    await putAll('SiteTable', items);
    done += items.length;
    const rate = done / ((Date.now() - started) / 1000);
    process.stdout.write(`\r  seeded ${done} / ${total} items (${rate.toFixed(0)} items/s)   `);
  }
  for (let from = 0; from < NOTIFICATIONS; from += BATCH) {
    const items = [];
    for (let i = from; i < Math.min(NOTIFICATIONS, from + BATCH); i++)
      items.push(notificationItem(i, nearPoint(all[Math.floor(random() * all.length)]!, 3, random)));
    await putAll('SiteTable', items);
    done += items.length;
    const rate = done / ((Date.now() - started) / 1000);
    process.stdout.write(`\r  seeded ${done} / ${total} items (${rate.toFixed(0)} items/s)   `);
  }
  await putAll('SiteTable', [{ ...SEEDED_KEY, Apiaries: APIARIES, Notifications: NOTIFICATIONS }]);
  console.log(`\n  seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

async function seeded(): Promise<boolean> {
  const out = await documentClient().send(new GetCommand({ TableName: 'SiteTable', Key: SEEDED_KEY }));
  return out.Item?.Apiaries === APIARIES && out.Item?.Notifications === NOTIFICATIONS;
}

/** Items read ÷ items inside over searches centred on real places (where sites are). */
async function ratio(kind: string, radiusM: number, centres: Place[]) {
  let read = 0;
  let inside = 0;
  let queries = 0;
  let worst = 0;
  const times: number[] = [];
  for (const c of centres) {
    const t = performance.now();
    const out = await queryRadius({
      tableName: 'SiteTable',
      kind,
      latitude: c.Latitude,
      longitude: c.Longitude,
      radiusM,
      parse: (i) => ({ Latitude: Number(i.Latitude), Longitude: Number(i.Longitude) }),
    });
    times.push(performance.now() - t);
    read += out.itemsRead;
    inside += out.found.length;
    queries += 1;
    if (out.found.length >= 5) worst = Math.max(worst, out.itemsRead / out.found.length);
  }
  times.sort((a, b) => a - b);
  return { read, inside, queries, worst, p50: times[Math.floor(times.length / 2)]!, max: times.at(-1)! };
}

function emailsIn(dir: string): number {
  let n = 0;
  for (const f of readdirSync(dir)) {
    if (!f.endsWith('.json')) continue;
    if ((JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { channel: string }).channel === 'email')
      n += 1;
  }
  return n;
}

const stack = await start();
const { outboxDir } = stack;
subscribe(process.env.SPRAY_TOPIC_ARN!, alerts.handler);
try {
  console.log(`\nGeo queries and spray alerts, DynamoDB Local on port ${ddbPort}, ${dataDir}`);
  console.log('DATA IS GENERATED: apiaries and notifications within 3 km of real UK/FR post-code centroids.');
  const all = places();
  if (!(await seeded())) await seed(all);
  else console.log(`  reusing ${APIARIES} apiaries and ${NOTIFICATIONS} notifications (--fresh to reseed)`);

  const random = mulberry32(99);
  const centres = Array.from({ length: 200 }, () =>
    nearPoint(all[Math.floor(random() * all.length)]!, 2, random),
  );
  console.log(
    `\n  ${APIARIES} apiaries, ${NOTIFICATIONS} notifications; 200 searches centred near real post codes`,
  );
  console.log(
    '  search                      queries  items read  items inside  read/inside  worst (≥5 inside)  p50 ms  max ms',
  );
  for (const [label, kind, radius] of [
    ['apiaries within 1 km', APIARY, 1_000],
    ['apiaries within 10 km', APIARY, 10_000],
    ['notifications within 1 km', SPRAY, 1_000],
    ['notifications within 10 km', SPRAY, 10_000],
  ] as const) {
    const r = await ratio(kind, radius, centres);
    console.log(
      `  ${label.padEnd(27)} ${String(r.queries).padStart(7)}  ${String(r.read).padStart(10)}  ${String(r.inside).padStart(12)}  ${(r.inside ? r.read / r.inside : 0).toFixed(2).padStart(11)}  ${r.worst.toFixed(2).padStart(17)}  ${r.p50.toFixed(0).padStart(6)}  ${r.max.toFixed(0).padStart(6)}   (goal ≤ 3)`,
    );
  }

  console.log(
    `\n  spray alert fan-out to the ${FANOUT} beekeepers within 10 km of a field (email + portal inbox each):`,
  );
  for (let run = 1; run <= 2; run++) {
    rmSync(outboxDir, { recursive: true, force: true });
    const { mkdirSync } = await import('node:fs');
    mkdirSync(outboxDir, { recursive: true });
    const t0 = performance.now();
    const recipients = await sprayRecipients(FIELD.Latitude, FIELD.Longitude, 'bench.farmer');
    const t1 = performance.now();
    const scheduleId = id(`0R${run}`, Date.now() % 1_000_000);
    await publishSprayAlert(
      scheduleId,
      1,
      { TreatmentDate: '2026-12-01', TimeOfDay: 1, PesticideType: 2, Product: 'Bench product', Status: 1 },
      'new',
      recipients,
    );
    const t2 = performance.now();
    const expected = recipients.beekeepers.length + recipients.bystanders.length;
    let emails = 0;
    const deadline = Date.now() + 300_000;
    while ((emails = emailsIn(outboxDir)) < expected && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    const t3 = performance.now();
    console.log(
      `  run ${run}: ${expected} recipients — found with profiles ${(t1 - t0).toFixed(0)} ms, queued (publishAlert, ${Math.ceil(expected / 50)} SNS messages) ${(t2 - t1).toFixed(0)} ms, last of ${emails} emails in the outbox ${((t3 - t0) / 1000).toFixed(2)} s after the save`,
    );
  }
} finally {
  await stack.stop();
}
process.exit(0);
