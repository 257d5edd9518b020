import { decodeTime, ulid } from 'ulid';
import {
  MEDIA_KINDS,
  MEDIA_LIMITS,
  UPLOAD_URL_TTL_S,
  type ConfirmMediaData,
  type CreateTrackingData,
  type CreateTrackingRequest,
  type MediaKind,
} from '@beewatch/shared';
import * as z from 'zod/mini';
import { publishTrackingReady } from '../escalation/index.js';
import { areaUnitAt, placeNameAt } from '../geo/index.js';
import { s3Client } from '../lib/aws.js';
import { env } from '../lib/env.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../lib/errors.js';
import type { Actor } from '../lib/actor.js';
import { logger } from '../lib/logger.js';
import { getCategory } from '../categories/index.js';
import { createTracking, StoredTracking } from '../tracking/index.js';
import { checkMp3, checkMp4 } from '../lib/uploads/audio-video.js';
import { checkUpload, deleteQuietly, publishUpload } from '../lib/uploads/checked-upload.js';
import { checkImage } from '../lib/uploads/image.js';
import { EXTENSION_OF, incomingKeyOf, mediaKeyOf, presignMedium } from './presign.js';
import {
  claimTrackingReady,
  getIngestRecord,
  type IngestRecord,
  releaseTrackingReady,
  settleMedium,
} from './repository.js';

/**
 * Slack allowed between an upload's expiry and the LastModified S3 gives it, ms: clocks differ
 * a little and S3 timestamps are whole seconds. S3 itself refuses a form after its expiry.
 */
export const UPLOAD_CLOCK_SKEW_MS = 5_000;

/** The formats of tracking evidence (spec §3: png/jpeg image, mp4 video, mp3 audio). */
type MediaFormat = 'image/png' | 'image/jpeg' | 'video/mp4' | 'audio/mpeg';

/** The content type a record announces for a medium, pending or not (null: not announced). */
function announcedType(record: StoredTracking, kind: MediaKind): MediaFormat | null {
  if (kind === 'image') return record.ImageContentType ?? null;
  if (kind === 'video') return record.VideoExtension === EXTENSION_OF.video ? 'video/mp4' : null;
  return record.AudioExtension === EXTENSION_OF.audio ? 'audio/mpeg' : null;
}

/** What a stored record says announces a medium (ImageContentType, or the extension). */
function announcedValue(kind: MediaKind, contentType: MediaFormat): string {
  return kind === 'image' ? contentType : EXTENSION_OF[kind];
}

function isAvailable(record: StoredTracking, kind: MediaKind): boolean {
  if (kind === 'image') return record.IsImageExist;
  return kind === 'video' ? record.IsVideoAvailable : record.IsAudioAvailable;
}

/** The media of a record that are announced and neither available nor rejected yet. */
export function pendingKinds(record: StoredTracking): MediaKind[] {
  return MEDIA_KINDS.filter((kind) => announcedType(record, kind) && !isAvailable(record, kind));
}

/**
 * Publishes TrackingReady once the record has no pending medium, at most once per record: a
 * conditional claim (TrackingReadyAt) decides which caller publishes; if the publication fails
 * the claim is given back, the publication marked owed (TrackingReadyRetry) and the error
 * thrown, so a later confirmation can publish. True if this call published.
 */
async function publishWhenComplete(id: string): Promise<boolean> {
  const at = new Date().toISOString();
  if (!(await claimTrackingReady(id, at))) return false;
  try {
    await publishTrackingReady(id);
    return true;
  } catch (err) {
    await releaseTrackingReady(id, at);
    throw err;
  }
}

/**
 * CreateTrackingRecord (the mobile apps): stores a hornet tracking record for the signed-in
 * user and returns a presigned POST for each announced medium (incoming key, Content-Type and
 * size bound by the policy: MEDIA_LIMITS; lifetime UPLOAD_URL_TTL_S = 900 s).
 *
 * `request` is the parsed CreateTrackingRequest (shared/schemas/ingest.ts: WGS84 degrees,
 * bearing 0–360, description ≤ 40, CreatedDate ISO 8601 not in the future). The record gets a
 * ULID, CreatedDate in UTC, CreatedByUserName = the actor, CategoryName from the category,
 * LocationAddress the nearest gazetteer place (geo/geocode.ts placeNameAt; null beyond 20 km of
 * any UK district or French commune), shown as the record's Location; announced video/audio set
 * VideoExtension 'mp4' / AudioExtension 'mp3' with the flags false, so the reporting screen
 * shows its spinner until the upload is confirmed (spec §8). Without media, TrackingReady is
 * published at once.
 *
 * Throws ValidationError('Unknown category') with nothing stored.
 */
export async function createTrackingRecord(
  actor: Actor,
  request: z.output<typeof CreateTrackingRequest>,
): Promise<z.infer<typeof CreateTrackingData>> {
  const category = await getCategory(request.CategoryID);
  if (!category) throw new ValidationError('Unknown category');
  const id = ulid();
  const record = StoredTracking.parse({
    HornetTrackingID: id,
    Latitude: request.Latitude,
    Longitude: request.Longitude,
    LocationAddress: placeNameAt(request.Latitude, request.Longitude),
    CompassDegree: request.CompassDegree ?? null,
    CreatedDate: new Date(request.CreatedDate).toISOString(),
    CreatedByUserName: actor.userName,
    Description: request.Description,
    CategoryID: category.CategoryID,
    CategoryName: category.Name,
    IsImageExist: false,
    ImageContentType: request.Image ?? null,
    IsVideoAvailable: false,
    VideoExtension: request.Video ? EXTENSION_OF.video : null,
    IsAudioAvailable: false,
    AudioExtension: request.Audio ? EXTENSION_OF.audio : null,
    // The district or code postal of the place: the coordinators' domains hold these.
    AreaUnit: areaUnitAt(request.Latitude, request.Longitude) ?? null,
  } satisfies StoredTracking);
  const announced = { image: request.Image, video: request.Video, audio: request.Audio };
  // Sign before storing: a failure here leaves nothing behind.
  const uploads: z.infer<typeof CreateTrackingData>['Uploads'] = {};
  for (const kind of MEDIA_KINDS) {
    const contentType = announced[kind];
    if (!contentType) continue;
    uploads[kind] = await presignMedium(s3Client(), {
      bucket: env().MEDIA_BUCKET,
      key: incomingKeyOf(id, kind),
      kind,
      contentType,
      expiresInSeconds: UPLOAD_URL_TTL_S,
    });
  }
  // A ULID collision is practically impossible; createTracking still refuses to overwrite.
  if (!(await createTracking(record))) throw new ConflictError('Tracking record exists');
  logger.info('tracking record created', { id, media: Object.keys(uploads) });
  if (pendingKinds(record).length === 0) {
    try {
      await publishWhenComplete(id);
    } catch (err) {
      // The record is stored; answering 500 would make the app post it again.
      logger.error('TrackingReady not published', { id, err: (err as Error).message });
    }
  }
  return { HornetTrackingID: id, Uploads: uploads };
}

/** Why a medium cannot be confirmed (it is not pending), for the 409. */
function notPendingMessage(record: IngestRecord, kind: MediaKind): string {
  const rejected = {
    image: record.ImageRejectedReason,
    video: record.VideoRejectedReason,
    audio: record.AudioRejectedReason,
  }[kind];
  if (rejected) return `The ${kind} was rejected: ${rejected}`;
  if (announcedType(record, kind) && isAvailable(record, kind)) return `The ${kind} is already confirmed`;
  return `No ${kind} was announced for this record`;
}

/**
 * The latest instant an upload may have been stored: the record's upload window (the ULID's
 * time is the creation instant, when the forms were signed, plus UPLOAD_URL_TTL_S), or the
 * form's own signed expiry when earlier.
 */
function deadlineOf(id: string, formExpires: string | undefined): Date {
  const windowEnd = decodeTime(id) + UPLOAD_URL_TTL_S * 1000;
  const signed = formExpires ? Date.parse(formExpires) : NaN;
  return new Date(Number.isNaN(signed) ? windowEnd : Math.min(windowEnd, signed));
}

/**
 * ConfirmTrackingMedia: the app says the upload of `kind` finished; the checked-upload
 * pipeline (lib/uploads) checks it: size 1..MEDIA_LIMITS[kind].maxBytes, Content-Type as
 * announced, stored before the form expired, and the whole structure of the announced format
 * (images decoded and re-encoded; MP3 frames, MP4 boxes). Accepted: it is published at the
 * record's media key (media-keys.ts) and IsImageExist / IsVideoAvailable / IsAudioAvailable set by a conditional
 * update. Refused: the upload is deleted, the record stops announcing the medium and keeps the
 * reason, and a ValidationError (400) says why — 'No upload found for video', 'The image is
 * not a PNG or JPEG file', 'The video is larger than 50 MB'… Either way, when no medium is
 * pending any more TrackingReady is published, exactly once per record.
 *
 * Throws NotFoundError (no record), ForbiddenError (not the record's creator nor a
 * BSController), ConflictError (medium not announced, already confirmed or rejected).
 */
export async function confirmTrackingMedia(
  actor: Actor,
  id: string,
  kind: MediaKind,
): Promise<ConfirmMediaData> {
  const record = await getIngestRecord(id);
  if (!record) throw new NotFoundError('Tracking record not found');
  if (record.CreatedByUserName !== actor.userName && actor.roleName !== 'BSController')
    throw new ForbiddenError('Only the creator of this record can confirm its media');
  const contentType = announcedType(record, kind);
  if (!contentType || isAvailable(record, kind)) return notPending(id, kind);

  const bucket = env().MEDIA_BUCKET;
  const incoming = incomingKeyOf(id, kind);
  const verdict = await checkUpload(bucket, incoming, {
    what: kind,
    format: contentType,
    checks: { image: checkImage, mp4: checkMp4, mp3: checkMp3 },
    maxBytes: MEDIA_LIMITS[kind].maxBytes,
    deadline: (formExpires) => deadlineOf(id, formExpires),
    skewMs: UPLOAD_CLOCK_SKEW_MS,
  });
  const announced = announcedValue(kind, contentType);

  if (verdict.status !== 'accepted') {
    const reason = verdict.status === 'missing' ? `No upload found for ${kind}` : verdict.reason;
    if (verdict.status === 'refused') await deleteQuietly(bucket, incoming);
    const after = await settleMedium(id, kind, announced, { accepted: false, reason });
    if (!after) return notPending(id, kind);
    logger.warn('tracking media rejected', { id, kind, reason });
    await publishWhenComplete(id);
    throw new ValidationError(reason);
  }

  const finalKey = mediaKeyOf(id, kind);
  try {
    await publishUpload(bucket, incoming, finalKey, verdict.upload, finalKey.split('/').pop()!);
  } catch (err) {
    // A racing confirmation settled this medium and removed the upload after we read it.
    const now = await getIngestRecord(id);
    if (now && !pendingKinds(now).includes(kind)) return notPending(id, kind);
    throw err;
  }
  const after = await settleMedium(id, kind, announced, { accepted: true });
  if (!after) {
    // Someone else settled it first. If that was a rejection, the copy must not stay behind.
    const now = await getIngestRecord(id);
    if (!now || !isAvailable(now, kind)) await deleteQuietly(bucket, finalKey);
    return notPending(id, kind);
  }
  await deleteQuietly(bucket, incoming);
  const pending = pendingKinds(after);
  if (pending.length === 0) await publishWhenComplete(id);
  return {
    HornetTrackingID: id,
    type: kind,
    Available: true,
    Pending: pending,
    Complete: pending.length === 0,
  };
}

/**
 * The 409 for a medium that is not pending. It first publishes TrackingReady if a previous
 * publication for this complete record failed (TrackingReadyRetry), so retrying a confirmation
 * that answered 500 heals.
 */
async function notPending(id: string, kind: MediaKind): Promise<never> {
  const record = await getIngestRecord(id);
  if (!record) throw new NotFoundError('Tracking record not found');
  if (record.TrackingReadyRetry && pendingKinds(record).length === 0) await publishWhenComplete(id);
  throw new ConflictError(notPendingMessage(record, kind));
}
