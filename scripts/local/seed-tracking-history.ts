import { batchWriteAll, queryPages, type BatchWrite } from '../../functions/src/lib/dynamo.js';
import { env } from '../../functions/src/lib/env.js';
import { areaUnitAt, placeNameAt } from '../../functions/src/geo/index.js';
import { ALL_PARTITION, BUCKET_ATTRIBUTE } from '../../functions/src/tracking/keys.js';
import { NO_MEDIA } from '../../functions/src/tracking/media-keys.js';
import {
  StoredTracking,
  createTracking,
  getTracking,
  itemOf,
} from '../../functions/src/tracking/repository.js';
import { SHARED_DATA } from './config.js';
import { seedCategories, stableUlid } from './seed-data.js';

const EPOCH = Date.parse('2026-08-01T00:00:00Z');
const id = (name: string) => stableUlid(EPOCH, `tracking-history:${name}`);

/**
 * Generated demo sightings (not real) uploaded by the demo users whose menu has the tracking
 * history — pesticide user, swarm coordinator, beekeeper and bystander — around Guildford, so
 * each sees records of their own and the coordinator sees them in the Surrey swarm domain.
 */
const DEMO_SIGHTINGS: {
  user: string;
  name: string;
  lat: number;
  lng: number;
  day: string;
  bearing: number | null;
  category: string;
}[] = [
  {
    user: 'pesticide',
    name: 'p1',
    lat: 51.2433,
    lng: -0.5702,
    day: '2026-08-03',
    bearing: 42,
    category: 'Hornets at an apiary',
  },
  {
    user: 'pesticide',
    name: 'p2',
    lat: 51.2601,
    lng: -0.5405,
    day: '2026-08-19',
    bearing: null,
    category: 'Hornets at an apiary',
  },
  {
    user: 'coordinator',
    name: 'c1',
    lat: 51.2362,
    lng: -0.5747,
    day: '2026-08-07',
    bearing: 310,
    category: 'Hornets at an apiary',
  },
  {
    user: 'coordinator',
    name: 'c2',
    lat: 51.1857,
    lng: -0.6111,
    day: '2026-08-21',
    bearing: null,
    category: 'Hornets at an apiary',
  },
  {
    user: 'beekeeper',
    name: 'b1',
    lat: 51.2501,
    lng: -0.5201,
    day: '2026-08-10',
    bearing: 95,
    category: 'Hornets at an apiary',
  },
  {
    user: 'beekeeper',
    name: 'b2',
    lat: 51.2209,
    lng: -0.5611,
    day: '2026-08-24',
    bearing: null,
    category: 'Hornets at an apiary',
  },
  {
    user: 'bystander',
    name: 's1',
    lat: 51.2378,
    lng: -0.5899,
    day: '2026-08-14',
    bearing: null,
    category: 'Hornets at an apiary',
  },
];

/**
 * Gives every tracking record stored before an index key existed its keys (itemOf): the
 * per-user and area-unit keys of the tracking history and the time buckets of the range
 * indexes; the records are read from the date index (Query pages, not a Scan). Returns how
 * many were rewritten.
 */
async function backfillIndexKeys(): Promise<number> {
  const writes: BatchWrite[] = [];
  for await (const page of queryPages({
    TableName: env().TRACKING_TABLE,
    IndexName: 'allByDate',
    KeyConditionExpression: 'gAll = :p',
    ExpressionAttributeValues: { ':p': ALL_PARTITION },
  })) {
    for (const item of page.Items ?? []) {
      if (item.gUser && item[BUCKET_ATTRIBUTE.all.Day] && ('AreaUnit' in item || item.kind)) continue;
      const record = StoredTracking.parse(item);
      const withUnit = {
        ...record,
        AreaUnit: record.AreaUnit ?? areaUnitAt(record.Latitude, record.Longitude, null, SHARED_DATA) ?? null,
      };
      writes.push({ PutRequest: { Item: { ...item, ...itemOf(withUnit) } } });
    }
  }
  // The seed runs before the portal serves requests, so nothing changes these records meanwhile.
  await batchWriteAll(env().TRACKING_TABLE, writes);
  return writes.length;
}

/**
 * Seeds the tracking history: the history keys of records stored before it, and (unless
 * `demoRecords` is false, as in the test stacks that count the 602 real records) the generated
 * sightings of the demo users. Idempotent.
 */
export async function seedTrackingHistory(opts: { demoRecords: boolean }): Promise<number> {
  let created = 0;
  if (opts.demoRecords) {
    const categories = seedCategories();
    for (const s of DEMO_SIGHTINGS) {
      const recordId = id(`${s.user}:${s.name}`);
      if (await getTracking(recordId)) continue;
      const category = categories.find((c) => c.Name === s.category)!;
      const record: StoredTracking = {
        HornetTrackingID: recordId,
        Latitude: s.lat,
        Longitude: s.lng,
        LocationAddress: placeNameAt(s.lat, s.lng, SHARED_DATA),
        CompassDegree: s.bearing,
        CreatedDate: `${s.day}T09:30:00.000Z`,
        CreatedByUserName: s.user,
        Description: 'Generated demo sighting (not real)',
        CategoryID: category.CategoryID!,
        CategoryName: category.Name,
        ...NO_MEDIA,
        AreaUnit: areaUnitAt(s.lat, s.lng, null, SHARED_DATA) ?? null,
      };
      if (await createTracking(record)) created += 1;
    }
  }
  await backfillIndexKeys();
  return created;
}
