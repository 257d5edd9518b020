import { MEDIA_URL_TTL_S, type RenderImageData } from '@beewatch/shared';
import { verifiedAccessClaims } from '../lib/access-token.js';
import { NotFoundError, UnauthorizedError } from '../lib/errors.js';
import { presignedMediaGet } from '../lib/uploads/media-store.js';
import { getTracking, mediaFileOf } from '../tracking/index.js';

/** Messages of the image viewer. */
export const ImageMsg = {
  notFound: 'Image not found',
  signIn: 'Please sign in to see this image',
} as const;

/**
 * RenderImageBytesArray (spec §7.1): a record's image as a short-lived presigned GET
 * (MEDIA_URL_TTL_S) with its content type — never inline, so no image meets the Lambda
 * response limit. NotFoundError when the record or its image does not exist.
 */
export async function renderImage(id: string): Promise<RenderImageData> {
  const record = await getTracking(id);
  const image = record && mediaFileOf(record, 'image');
  if (!image) throw new NotFoundError(ImageMsg.notFound);
  const Url = await presignedMediaGet(image.key, image.contentType, image.downloadName, MEDIA_URL_TTL_S);
  return { ContentType: image.contentType, Url, ExpiresInSeconds: MEDIA_URL_TTL_S };
}

/**
 * The image viewer (common/renderimage/{ID}, a public page the apps link to): evidence is the
 * reporter's, so the image is shown to the user who created the record and to BS Controllers
 * (who see every record on the reporting screen), identified by the access token the page or
 * app sends (verified like the API's authorizer). Without a valid token → UnauthorizedError
 * (401, 'Please sign in to see this image'); anyone else → NotFoundError, as for a missing image,
 * so a record id alone (it appears on public maps) opens no one's media.
 */
export async function viewerImage(id: string, authorization: string | undefined): Promise<RenderImageData> {
  const token = authorization?.match(/^Bearer (.+)$/i)?.[1];
  const claims = token ? await verifiedAccessClaims(token) : null;
  if (!claims) throw new UnauthorizedError(ImageMsg.signIn);
  const userName = String(claims.username ?? claims['cognito:username'] ?? '').toLowerCase();
  const groups = Array.isArray(claims['cognito:groups']) ? claims['cognito:groups'].map(String) : [];
  const record = await getTracking(id);
  const mayView = groups.includes('BSController') || record?.CreatedByUserName.toLowerCase() === userName;
  if (!mayView) throw new NotFoundError(ImageMsg.notFound);
  return renderImage(id);
}

/**
 * A short-lived presigned GET (MEDIA_URL_TTL_S seconds) for a record's video or audio, or
 * `Url: null` while the announced upload is not yet available (spec §8: spinner).
 */
export async function trackingMediaUrl(id: string, type: 'video' | 'audio') {
  const record = await getTracking(id);
  const file = record && mediaFileOf(record, type);
  if (!file) throw new NotFoundError(type === 'video' ? 'Video not found' : 'Audio not found');
  const available = type === 'video' ? record.IsVideoAvailable : record.IsAudioAvailable;
  if (!available) return { Url: null, Available: false, ExpiresInSeconds: 0 };
  const Url = await presignedMediaGet(file.key, file.contentType, file.downloadName, MEDIA_URL_TTL_S);
  return { Url, Available: true, ExpiresInSeconds: MEDIA_URL_TTL_S };
}
