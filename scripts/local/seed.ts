import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import pLimit from 'p-limit';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { createProfile } from '../../functions/src/account/index.js';
import { s3Client } from '../../functions/src/lib/aws.js';
import { env } from '../../functions/src/lib/env.js';
import { Gazetteer } from '../../functions/src/geo/gazetteer.js';
import { areaUnitAt } from '../../functions/src/geo/index.js';
import { audioKeyOf, imageKeyOf, videoKeyOf } from '../../functions/src/tracking/media-keys.js';
import { createCategory } from '../../functions/src/categories/repository.js';
import { createTrackingBatch, getTracking } from '../../functions/src/tracking/repository.js';
import { SHARED_DATA } from './config.js';
import { createDemoAccount, demoEmailOf } from './demo-account.js';
import { seedContent } from './seed-content.js';
import {
  DEMO_CONTROLLER_ORGANISATION,
  demoSubscriptionExpiry,
  seedCategories,
  seedTrackingRecords,
} from './seed-data.js';
import { seedColonies } from './seed-colonies.js';
import { seedCoordination } from './seed-coordination.js';
import { seedDomains } from './seed-domains.js';
import { seedTrackingHistory } from './seed-tracking-history.js';
import { seedUsers as seedGeneratedUsers } from './seed-users.js';
import { seedPesticides } from './seed-pesticides.js';
import { seedSites } from './seed-sites.js';
import { seedSwarm } from './seed-swarm.js';
import { seedInspections } from './seed-inspections.js';
import { seedSwarmWatchPostCode } from './seed-swarmwatch.js';
import { seedSprayNetwork } from './seed-spray-network.js';

import { DEMO_USERS } from './demo-users.js';

export { DEMO_USERS };

/** Demo users who still see the two-step prompt after sign-in (spec §4). */
const TWO_STEP_PROMPT_DEMO = new Set(['inspector', 'pesticide']);

/** Seed writes in flight at once: the stand-ins answer each in a few ms, so waiting one by one dominates. */
const SEED_CONCURRENCY = 8;

const MEDIA_DIR = path.join(path.dirname(new URL(import.meta.url).pathname), 'sample-media');

async function seedUsers(cognito: CognitoIdentityProviderClient, userPoolId: string): Promise<void> {
  for (const u of DEMO_USERS) {
    await createDemoAccount(cognito, userPoolId, u);
    await createProfile({
      UserName: u.userName,
      FullName: u.fullName,
      OrganizationName: u.role === 'BSController' ? DEMO_CONTROLLER_ORGANISATION : null,
      Email: demoEmailOf(u.userName),
      Mobile: null,
      CountryId: 1,
      CountryName: 'United Kingdom',
      SubscriptionExpiry: demoSubscriptionExpiry(),
      TwoStepMode: u.twoStep,
      // The two-step prompt is demoed by these two; the others have answered it already.
      DoNotShowThisAgain: !TWO_STEP_PROMPT_DEMO.has(u.userName),
      LastLoginTime: null,
      RoleName: u.role,
    });
  }
}

async function upload(Key: string, file: string, ContentType: string): Promise<void> {
  await s3Client().send(
    new PutObjectCommand({
      Bucket: env().MEDIA_BUCKET,
      Key,
      Body: readFileSync(path.join(MEDIA_DIR, file)),
      ContentType,
    }),
  );
}

/** The categories and the 602 real hornet records with their sample media; returns how many records were new. */
async function seedHornetRecords(): Promise<number> {
  for (const category of seedCategories()) await createCategory({ ...category, CreatedBy: 'seed' });
  const records = seedTrackingRecords(SHARED_DATA, Gazetteer.load(SHARED_DATA));
  const limit = pLimit(SEED_CONCURRENCY);
  const fresh = (
    await Promise.all(
      records.map((seedRecord) =>
        limit(async () => ((await getTracking(seedRecord.record.HornetTrackingID)) ? [] : [seedRecord])),
      ),
    )
  ).flat();
  // Media first: a record never points at evidence that is not there.
  await Promise.all(
    fresh.map(({ record, media }) =>
      limit(async () => {
        const id = record.HornetTrackingID;
        if (media.image === 'png') await upload(imageKeyOf(id), 'hornet.png', 'image/png');
        if (media.image === 'jpeg') await upload(imageKeyOf(id), 'hornet.jpg', 'image/jpeg');
        if (media.video === 'uploaded') await upload(videoKeyOf(id, 'mp4'), 'hornet.mp4', 'video/mp4');
        if (media.audio) await upload(audioKeyOf(id, 'mp3'), 'hornet-buzz.mp3', 'audio/mpeg');
      }),
    ),
  );
  // In bulk (the portal does not serve yet), each with its area unit as ingest stores it (none
  // for places outside the gazetteers' countries).
  await createTrackingBatch(
    fresh.map(({ record }) => ({
      ...record,
      AreaUnit: areaUnitAt(record.Latitude, record.Longitude, null, SHARED_DATA) ?? null,
    })),
  );
  return fresh.length;
}

/**
 * Seeds the local stack (never a deployment): demo users with profiles, categories, the real
 * hornet records and their sample media. Idempotent: every write is conditional on absence.
 * Returns how many tracking records were new.
 */
export async function seed(cognito: CognitoIdentityProviderClient, userPoolId: string): Promise<number> {
  // Three independent parts at once: the demo accounts and their content, the hornet records,
  // and the EU active substances (real, CC BY 4.0) with the generated demo products built on them.
  const [, created] = await Promise.all([
    seedUsers(cognito, userPoolId).then(() => seedContent(DEMO_USERS)),
    seedHornetRecords(),
    seedPesticides(SHARED_DATA),
  ]);
  // The swarm demo: the API key and swarm collectors.
  await seedSwarm(cognito, userPoolId);
  // Sites: apiaries, homes, fields, treatments and (not in test stacks) generated flight lines.
  await seedSites({ flightLines: process.env.BW_SEED_FLIGHT_LINES !== '0' });
  // Domains of the demo inspector, swarm coordinator and spray liaison.
  await seedDomains();
  // Generated accounts in every subscription state, and every profile's subscription item.
  await seedGeneratedUsers(cognito, userPoolId);
  // The swarm coordinator's generated season of swarm reports and collector records.
  await seedCoordination();
  // The demo beekeeper's generated colonies, a QR label batch, their logs and medicine records.
  await seedColonies();
  // The spray liaison's network (generated contacts) and a generated spray near the demo bystander.
  await seedSprayNetwork();
  // The bee inspector's generated inspections: a confirmed EFB case 1.9 km from the demo beekeeper.
  await seedInspections();
  // The demo SwarmWatch user's post code (their home's area). The demo beekeeper's spray alerts
  // come from seedSites, whose treatments are saved through the real alert path.
  await seedSwarmWatchPostCode();
  // Tracking history (last: it keys the records the seeds above wrote): the per-user and area
  // keys of older records, and (not in test stacks) generated sightings of the demo users.
  await seedTrackingHistory({ demoRecords: process.env.BW_SEED_FLIGHT_LINES !== '0' });
  return created;
}
