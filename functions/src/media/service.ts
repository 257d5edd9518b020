import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { MEDIA_URL_TTL_S, type RenderImageData } from '@beewatch/shared';
import { s3Client } from '../lib/aws.js';
import { env } from '../lib/env.js';
import { NotFoundError } from '../lib/errors.js';
import { audioKeyOf, imageKeyOf, videoKeyOf } from '../tracking/index.js';
import { getTracking } from '../tracking/index.js';

/** Largest image returned inline as base64, bytes (spec §9: images up to 10 MB). */
export const MAX_INLINE_IMAGE_BYTES = 10 * 1024 * 1024;

/**
 * RenderImageBytesArray (spec §7.1): a record's image as base64 with its content type.
 * NotFoundError when the record or its image does not exist.
 */
export async function renderImage(id: string): Promise<RenderImageData> {
  const record = await getTracking(id);
  if (!record?.IsImageExist || !record.ImageContentType) throw new NotFoundError('Image not found');
  try {
    const out = await s3Client().send(
      new GetObjectCommand({ Bucket: env().MEDIA_BUCKET, Key: imageKeyOf(id) }),
    );
    if ((out.ContentLength ?? 0) > MAX_INLINE_IMAGE_BYTES) throw new NotFoundError('Image not found');
    const bytes = await out.Body!.transformToByteArray();
    return { ContentType: record.ImageContentType, Base64: Buffer.from(bytes).toString('base64') };
  } catch (err) {
    if ((err as Error).name === 'NoSuchKey') throw new NotFoundError('Image not found');
    throw err;
  }
}

/**
 * A short-lived presigned GET (MEDIA_URL_TTL_S seconds) for a record's video or audio, or
 * `Url: null` while the announced upload is not yet available (spec §8: spinner).
 */
export async function trackingMediaUrl(id: string, type: 'video' | 'audio') {
  const record = await getTracking(id);
  const extension = type === 'video' ? record?.VideoExtension : record?.AudioExtension;
  if (!record || !extension)
    throw new NotFoundError(type === 'video' ? 'Video not found' : 'Audio not found');
  const available = type === 'video' ? record.IsVideoAvailable : record.IsAudioAvailable;
  if (!available) return { Url: null, Available: false, ExpiresInSeconds: 0 };
  const Key = type === 'video' ? videoKeyOf(id, extension) : audioKeyOf(id, extension);
  const Url = await getSignedUrl(s3Client(), new GetObjectCommand({ Bucket: env().MEDIA_BUCKET, Key }), {
    expiresIn: MEDIA_URL_TTL_S,
  });
  return { Url, Available: true, ExpiresInSeconds: MEDIA_URL_TTL_S };
}
