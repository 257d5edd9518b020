import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { PesticideType, TreatmentStatus, TreatmentTimeOfDay } from '@beewatch/shared';
import { destinationPoint, initialBearingDeg } from '../../functions/src/geo/flight-lines.js';
import { declinationDeg, normaliseBearing } from '../../functions/src/geo/declination.js';
import { documentClient } from '../../functions/src/lib/aws.js';
import { env } from '../../functions/src/lib/env.js';
import { createApiary } from '../../functions/src/sites/apiaries/repository.js';
import { indexHome } from '../../functions/src/sites/homes.js';
import {
  getSchedule,
  rebuildTreatmentActivity,
  saveField,
  type StoredSchedule,
} from '../../functions/src/sites/treatments/repository.js';
import { saveAndAlertSchedule } from '../../functions/src/sites/treatments/schedule-alert.js';
import { alertKindOf } from '../../functions/src/sites/spray/texts.js';
import { NO_MEDIA } from '../../functions/src/tracking/media-keys.js';
import { createTracking, getTracking, type StoredTracking } from '../../functions/src/tracking/repository.js';
import { DEMO_BYSTANDER_MOBILE, DEMO_SITES_CREATED, demoIds, seedCategories } from './seed-data.js';
import { profileKey } from '../../functions/src/account/index.js';

/**
 * Demo sites near Guildford (GU1), so each role sees something at once (README
 * "Spray notifications, apiaries and hornet maps"). Idempotent: fixed ids, conditional writes.
 * - post codes on the demo profiles of the beekeeper, bystander and pesticide user (GU1 / GU4)
 *   and the bystander's home point;
 * - three apiaries of `beekeeper` (two within 10 km of the demo field, one 17 km away);
 * - the pesticide user's field 640 m from the bystander's GU1 home and two pending treatments (today,
 *   so the week calendar shows one, and in 9 days), saved and alerted as the real save does
 *   (`seedScheduleVersion`: the beekeepers and bystanders near the field get the alert);
 * - GENERATED tracking records (not real, labelled 'Generated demo…', category 'Hornets at an
 *   apiary', kept apart from the GBIF data): three sightings whose flight lines cross at a
 *   made-up nest north-east of Guildford, two crossing south-west, one without a bearing.
 *   Skipped with `flightLines: false` (test stacks, whose tests count the 602 real records).
 */
const id = demoIds('sites');

async function setPostCode(userName: string, zipCode: string, mobile?: string) {
  const client = documentClient();
  const Key = profileKey(userName);
  await client.send(
    new UpdateCommand({
      TableName: env().ACCOUNT_TABLE,
      Key,
      UpdateExpression: 'SET ZipCode = if_not_exists(ZipCode, :z)',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':z': zipCode },
    }),
  );
  if (!mobile) return;
  // A mobile only where none is saved (a demo user may have set their own since).
  await client
    .send(
      new UpdateCommand({
        TableName: env().ACCOUNT_TABLE,
        Key,
        UpdateExpression: 'SET Mobile = :m',
        ConditionExpression: 'attribute_not_exists(Mobile) OR attribute_type(Mobile, :null)',
        ExpressionAttributeValues: { ':m': mobile, ':null': 'NULL' },
      }),
    )
    .catch((err: Error) => {
      if (err.name !== 'ConditionalCheckFailedException') throw err;
    });
}

/**
 * Saves a demo schedule version as pesticide/AddOrUpdateTreatmentSchedule does (its
 * saveAndAlertSchedule, minus the catalogue check): the people near the field are counted on it
 * and, when the version is worth an alert, alerted through the real path (the beekeepers'
 * alerted records, then the alert worker's sends with their tally). `previous` is the stored
 * version it replaces; the same version number repairs a version seeded before the seed alerted
 * (its counts written and, unless its day is past, its alert published once: the AlertId keeps
 * sends single). False when the version changed meanwhile (nothing written).
 */
export async function seedScheduleVersion(
  s: StoredSchedule,
  previous: StoredSchedule | undefined,
): Promise<boolean> {
  const repair = previous?.Version === s.Version;
  const kind = repair
    ? s.Status === TreatmentStatus.Pending
      ? s.Version === 1
        ? 'new'
        : 'changed'
      : null
    : alertKindOf(previous, s);
  const past = repair && s.TreatmentDate < new Date().toISOString().slice(0, 10);
  return (await saveAndAlertSchedule({ ...s }, previous, kind, { publish: !past })) !== undefined;
}

/** A seeded schedule written before the seed counted and alerted (a kept data folder). */
export const seededWithoutAlert = (s: StoredSchedule) =>
  s.Status === TreatmentStatus.Pending && s.BeekeepersAlerted === undefined;

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The demo field of the pesticide user (north-east Guildford). */
export const DEMO_FIELD = { latitude: 51.247, longitude: -0.558 };
/** Where the generated sightings' flight lines cross (made up). */
export const DEMO_NESTS = [
  { latitude: 51.252, longitude: -0.552 },
  { latitude: 51.231, longitude: -0.603 },
];

function generatedSighting(
  name: string,
  nest: { latitude: number; longitude: number },
  fromNestDeg: number,
  distanceM: number,
  day: string,
): StoredTracking {
  const at = `${day}T10:00:00.000Z`;
  const p = destinationPoint(nest.latitude, nest.longitude, fromNestDeg, distanceM);
  // The app reports a magnetic bearing: true bearing to the nest less the declination there.
  const trueBearing = initialBearingDeg(p.latitude, p.longitude, nest.latitude, nest.longitude);
  const magnetic = normaliseBearing(trueBearing - declinationDeg(p.latitude, p.longitude, new Date(at)));
  const category = seedCategories().find((c) => c.Name === 'Hornets at an apiary')!;
  return {
    HornetTrackingID: id(`hornet:${name}`),
    Latitude: Math.round(p.latitude * 1e6) / 1e6,
    Longitude: Math.round(p.longitude * 1e6) / 1e6,
    LocationAddress: 'Guildford (generated)',
    CompassDegree: Math.round(magnetic * 10) / 10,
    CreatedDate: at,
    CreatedByUserName: 'Generated demo (not real)',
    Description: 'Generated demo flight line',
    CategoryID: category.CategoryID!,
    CategoryName: category.Name,
    ...NO_MEDIA,
  };
}

/** Seeds the demo sites; returns how many generated tracking records were new. */
export async function seedSites(opts: { flightLines: boolean; now?: Date }): Promise<number> {
  const now = (opts.now ?? new Date()).getTime();
  await setPostCode('beekeeper', 'GU4');
  await setPostCode('bystander', 'GU1 1AA', DEMO_BYSTANDER_MOBILE);
  await setPostCode('pesticide', 'GU1 3AA');
  await indexHome('bystander', 'GU1 1AA');

  const created = DEMO_SITES_CREATED;
  const apiaries = [
    { name: 'Merrow Downs', latitude: 51.244, longitude: -0.535, hives: 6 },
    { name: 'Shalford Meadow', latitude: 51.215, longitude: -0.565, hives: 4 },
    { name: 'Farnham Heath', latitude: 51.215, longitude: -0.799, hives: 3 },
  ];
  for (const a of apiaries) {
    await createApiary({
      ApiaryID: id(`apiary:${a.name}`),
      Name: a.name,
      PostCode: null,
      Latitude: a.latitude,
      Longitude: a.longitude,
      Hives: a.hives,
      Notes: '',
      CreatedDate: created,
      UpdatedDate: created,
      OwnerUserName: 'beekeeper',
    });
  }

  const fieldId = id('field:north');
  await saveField(
    {
      FieldID: fieldId,
      Name: 'Home Farm — north field',
      PostCode: 'GU1',
      Latitude: DEMO_FIELD.latitude,
      Longitude: DEMO_FIELD.longitude,
      AreaHectares: 12,
      CreatedDate: created,
      OwnerUserName: 'pesticide',
    },
    true,
  );
  const schedules = [
    {
      name: 'oilseed',
      inDays: 0,
      time: TreatmentTimeOfDay.Morning,
      type: PesticideType.Insecticide,
      product: 'Lambda-cyhalothrin 100 g/l',
    },
    {
      name: 'wheat',
      inDays: 9,
      time: TreatmentTimeOfDay.Evening,
      type: PesticideType.Fungicide,
      product: 'Prothioconazole 250 g/l',
    },
  ];
  for (const s of schedules) {
    const scheduleId = id(`schedule:${s.name}`);
    const previous = await getSchedule(scheduleId);
    if (previous) {
      if (seededWithoutAlert(previous)) await seedScheduleVersion(previous, previous);
      continue;
    }
    await seedScheduleVersion(
      {
        TreatmentScheduleID: scheduleId,
        FieldID: fieldId,
        FieldName: 'Home Farm — north field',
        Latitude: DEMO_FIELD.latitude,
        Longitude: DEMO_FIELD.longitude,
        TreatmentDate: isoDay(now + s.inDays * DAY),
        TimeOfDay: s.time,
        PesticideType: s.type,
        Product: s.product,
        Notes: 'Seeded demo treatment',
        Status: TreatmentStatus.Pending,
        Version: 1,
        AlertedCount: 0,
        UpdatedDate: new Date(now).toISOString(),
        OwnerUserName: 'pesticide',
      },
      undefined,
    );
  }

  // The treatment activity item of data seeded before the item existed (a kept data folder).
  await rebuildTreatmentActivity('pesticide');

  if (!opts.flightLines) return 0;
  const sightings = [
    generatedSighting('ne-1', DEMO_NESTS[0], 200, 900, '2026-09-10'),
    generatedSighting('ne-2', DEMO_NESTS[0], 100, 1200, '2026-09-11'),
    generatedSighting('ne-3', DEMO_NESTS[0], 320, 700, '2026-09-12'),
    generatedSighting('sw-1', DEMO_NESTS[1], 30, 800, '2026-09-14'),
    generatedSighting('sw-2', DEMO_NESTS[1], 150, 1000, '2026-09-15'),
    { ...generatedSighting('no-bearing', DEMO_NESTS[0], 250, 2500, '2026-09-16'), CompassDegree: null },
  ];
  let n = 0;
  for (const s of sightings) {
    if (await getTracking(s.HornetTrackingID)) continue;
    if (await createTracking(s)) n += 1;
  }
  return n;
}
