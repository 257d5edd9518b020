import { GetObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { MEDIA_URL_TTL_S, PublicPageMsg, type SpeciesVideoData } from '@beewatch/shared';
import { z } from 'zod';
import { documentClient, s3Client } from '../lib/aws.js';
import { env } from '../lib/env.js';
import { NotFoundError } from '../lib/errors.js';

/**
 * Where the species video (home/speciciesvideo) plays from: a content item (pk `CONFIG`, sk
 * `SPECIES_VIDEO`), so the source is configured per deployment without a code change — either a
 * clip in the media bucket (`VideoKey`, played through a short-lived presigned GET) or an
 * external https address (`ExternalUrl`, e.g. a CDN). Captions are WebVTT files in the bucket.
 */
export const SpeciesVideoConfig = z
  .object({
    VideoKey: z
      .string()
      .regex(/^video\/[A-Za-z0-9/_.-]+$/)
      .optional(),
    ExternalUrl: z.string().url().startsWith('https://').optional(),
    ContentType: z.string().default('video/mp4'),
    Captions: z.array(
      z.object({
        Language: z.string(),
        Label: z.string(),
        Key: z.string().regex(/^video\/[A-Za-z0-9/_.-]+\.vtt$/),
      }),
    ),
  })
  .refine((c) => Boolean(c.VideoKey) !== Boolean(c.ExternalUrl), 'exactly one of VideoKey, ExternalUrl');
export type SpeciesVideoConfig = z.infer<typeof SpeciesVideoConfig>;

const CONFIG_KEY = { pk: 'CONFIG', sk: 'SPECIES_VIDEO' };

/** Stores the configuration (the local seed; an operator in AWS). */
export async function setSpeciesVideoConfig(config: SpeciesVideoConfig): Promise<void> {
  await documentClient().send(
    new PutCommand({
      TableName: env().CONTENT_TABLE,
      Item: { ...CONFIG_KEY, ...SpeciesVideoConfig.parse(config) },
    }),
  );
}

async function textOf(Key: string): Promise<string> {
  const out = await s3Client().send(new GetObjectCommand({ Bucket: env().MEDIA_BUCKET, Key }));
  return (await out.Body?.transformToString('utf-8')) ?? '';
}

/** The video's address and its caption tracks; 404 when no source is configured. */
export async function speciesVideo(): Promise<SpeciesVideoData> {
  const out = await documentClient().send(
    new GetCommand({ TableName: env().CONTENT_TABLE, Key: CONFIG_KEY }),
  );
  const parsed = SpeciesVideoConfig.safeParse(out.Item ?? {});
  if (!parsed.success) throw new NotFoundError(PublicPageMsg.videoNotConfigured);
  const config = parsed.data;
  const Url = config.VideoKey
    ? await getSignedUrl(
        s3Client(),
        new GetObjectCommand({ Bucket: env().MEDIA_BUCKET, Key: config.VideoKey }),
        {
          expiresIn: MEDIA_URL_TTL_S,
        },
      )
    : config.ExternalUrl!;
  const Captions = await Promise.all(
    config.Captions.map(async (c) => ({ Language: c.Language, Label: c.Label, Vtt: await textOf(c.Key) })),
  );
  return { Url, ContentType: config.ContentType, Source: config.VideoKey ? 's3' : 'external', Captions };
}
