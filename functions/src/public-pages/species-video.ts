import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { MEDIA_URL_TTL_S, PublicPageMsg, type SpeciesVideoData } from '@beewatch/shared';
import { documentClient } from '../lib/aws.js';
import { env } from '../lib/env.js';
import { NotFoundError } from '../lib/errors.js';
import { presignedMediaGet, readMediaText } from '../lib/uploads/media-store.js';
import {
  parseSpeciesVideoConfig,
  speciesVideoConfigItemOf,
  speciesVideoConfigKey,
  type SpeciesVideoConfig,
} from './species-video-entity.js';

export { SpeciesVideoConfig } from './species-video-entity.js';

/**
 * Where the species video (home/speciciesvideo) plays from: the configuration item of the content
 * table (species-video-entity.ts) names a clip in the media bucket, played through a short-lived
 * presigned GET on the site's media path, or an external https address; captions are read from
 * the bucket.
 */

/** Stores the configuration (the local seed; an operator in AWS). */
export async function setSpeciesVideoConfig(config: SpeciesVideoConfig): Promise<void> {
  await documentClient().send(
    new PutCommand({
      TableName: env().CONTENT_TABLE,
      Item: speciesVideoConfigItemOf(config),
    }),
  );
}

/** The video's address and its caption tracks; 404 when no source is configured. */
export async function speciesVideo(): Promise<SpeciesVideoData> {
  const out = await documentClient().send(
    new GetCommand({ TableName: env().CONTENT_TABLE, Key: speciesVideoConfigKey() }),
  );
  const config = parseSpeciesVideoConfig(out.Item);
  if (!config) throw new NotFoundError(PublicPageMsg.videoNotConfigured);
  const Url = config.VideoKey
    ? await presignedMediaGet(
        config.VideoKey,
        config.ContentType,
        config.VideoKey.split('/').pop()!,
        MEDIA_URL_TTL_S,
      )
    : config.ExternalUrl!;
  const Captions = await Promise.all(
    config.Captions.map(async (c) => ({
      Language: c.Language,
      Label: c.Label,
      Vtt: await readMediaText(c.Key),
    })),
  );
  return { Url, ContentType: config.ContentType, Source: config.VideoKey ? 's3' : 'external', Captions };
}
