import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { AppPlatform, type RoleName } from '@beewatch/shared';
import { directoryItemsOf } from '../../functions/src/account/index.js';
import { packageKey } from '../../functions/src/app-versions/package-store.js';
import { APK_CONTENT_TYPE } from '../../functions/src/lib/uploads/formats.js';
import { appVersionOfFile, createAppVersion } from '../../functions/src/app-versions/repository.js';
import { putGuideItem } from '../../functions/src/guides/repository.js';
import { sanitizeGuideHtml } from '../../functions/src/guides/sanitize.js';
import { documentClient, s3Client } from '../../functions/src/lib/aws.js';
import { env } from '../../functions/src/lib/env.js';
import { deliverDeviceMessage } from '../../functions/src/messages/deliver.js';
import { SYSTEM_SENDER } from '../../functions/src/messages/escalation-inbox.js';
import { setSpeciesVideoConfig } from '../../functions/src/public-pages/species-video.js';
import { seedGuides } from './content/guides.js';

const HERE = path.dirname(new URL(import.meta.url).pathname);
const CONTENT_DIR = path.join(HERE, 'content');
const MEDIA_DIR = path.join(HERE, 'sample-media');

/** The seeded app version: a generated zip named .apk (content/README.md), downloadable at once. */
export const DEMO_APP = {
  AppVersionID: '01JD0000000000000000000APP',
  AppName: 'Bee.Watch',
  FolderName: 'BeeWatch',
  FileName: 'beewatch-2-4-0',
  Version: '2.4.0',
  Platform: AppPlatform.BeeWatch,
} as const;

/** S3 keys of the species video (the ffmpeg-generated sample clip) and its captions. */
export const SPECIES_VIDEO_KEYS = {
  video: 'video/species/asian-hornet.mp4',
  en: 'video/species/asian-hornet.en.vtt',
  fr: 'video/species/asian-hornet.fr.vtt',
};

async function upload(Key: string, file: string, ContentType: string): Promise<void> {
  await s3Client().send(
    new PutObjectCommand({ Bucket: env().MEDIA_BUCKET, Key, Body: readFileSync(file), ContentType }),
  );
}

async function seedDirectory(users: { userName: string; role: RoleName }[]): Promise<void> {
  // Profiles seeded before the directory existed get their items too (plain puts: idempotent).
  for (const u of users)
    for (const Item of directoryItemsOf(u.userName, u.role, `${u.userName}@bee.watch.local`))
      await documentClient().send(new PutCommand({ TableName: env().ACCOUNT_TABLE, Item }));
}

async function seedGuideItems(): Promise<void> {
  const at = new Date().toISOString();
  for (const item of seedGuides())
    await putGuideItem(
      { ...item, LinkDetails: sanitizeGuideHtml(item.LinkDetails), UpdatedAt: at, UpdatedBy: 'seed' },
      'create',
    );
}

async function seedSpeciesVideo(): Promise<void> {
  await upload(SPECIES_VIDEO_KEYS.video, path.join(MEDIA_DIR, 'hornet.mp4'), 'video/mp4');
  await upload(SPECIES_VIDEO_KEYS.en, path.join(CONTENT_DIR, 'species-video.en.vtt'), 'text/vtt');
  await upload(SPECIES_VIDEO_KEYS.fr, path.join(CONTENT_DIR, 'species-video.fr.vtt'), 'text/vtt');
  await setSpeciesVideoConfig({
    VideoKey: SPECIES_VIDEO_KEYS.video,
    ContentType: 'video/mp4',
    Captions: [
      { Language: 'en', Label: 'English', Key: SPECIES_VIDEO_KEYS.en },
      { Language: 'fr', Label: 'Français', Key: SPECIES_VIDEO_KEYS.fr },
    ],
  });
}

async function seedAppVersion(): Promise<void> {
  if (await appVersionOfFile(DEMO_APP.FolderName, DEMO_APP.FileName)) return;
  const file = path.join(CONTENT_DIR, 'beewatch-demo.apk');
  await upload(packageKey(DEMO_APP.FolderName, DEMO_APP.FileName), file, APK_CONTENT_TYPE);
  const at = new Date().toISOString();
  await createAppVersion({
    ...DEMO_APP,
    Notes: 'Generated demo package for the local portal (not an Android app).',
    Status: 'Available',
    SizeBytes: readFileSync(file).length,
    CreatedAt: at,
    UpdatedAt: at,
    UpdatedBy: 'seed',
  });
}

async function seedWelcome(users: { userName: string; fullName: string }[]): Promise<void> {
  for (const u of users)
    await deliverDeviceMessage({
      MessageId: 'WELCOME',
      ToUserName: u.userName,
      To: u.fullName,
      FromUserName: null,
      From: SYSTEM_SENDER,
      Title: 'Welcome to Bee.Watch / Bienvenue sur Bee.Watch',
      Body:
        'Your messages, alerts and escalations arrive here. The user guide explains each screen.\n\n---\n\n' +
        "Vos messages, alertes et escalades arrivent ici. Le guide d'utilisation explique chaque écran.",
    });
}

/**
 * Seeds the content on the local stack (never a deployment): the messaging directory of the
 * demo users, a welcome message each, the user guide of every role in English and French, the
 * species video with captions, and one downloadable app version. Idempotent.
 */
export async function seedContent(
  users: { userName: string; role: RoleName; fullName: string }[],
): Promise<void> {
  // Independent of each other: written at once.
  await Promise.all([
    seedDirectory(users),
    seedWelcome(users),
    seedGuideItems(),
    seedSpeciesVideo(),
    seedAppVersion(),
  ]);
}
