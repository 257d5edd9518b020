import { SWARM_IMAGE_MAX_BYTES, SwarmMsg, UPLOAD_URL_TTL_S, type SwarmHandledBy } from '@beewatch/shared';
import { decodeTime } from 'ulid';
import { env } from '../lib/env.js';
import { ConflictError, NotFoundError, ValidationError } from '../lib/errors.js';
import { logger } from '../lib/logger.js';
import { checkUpload, deleteQuietly, publishUpload } from '../lib/uploads/checked-upload.js';
import { checkImage } from '../lib/uploads/image.js';
import type { ApiKeyRecord } from './api-keys.js';
import { notifyFirstRound } from './first-round.js';
import { imageKeyOf, incomingImageKeyOf } from './photo-keys.js';
import { getReport, settleImage } from './reports-repository.js';

/** Clock difference allowed between S3's LastModified and the upload window, ms. */
const UPLOAD_CLOCK_SKEW_MS = 5_000;

/** The image check's reason in the spec's words: size problems → the 10 MB message, else 'Only image file is allowed'. */
function spokenReason(reason: string): string {
  return /empty|larger than/.test(reason) ? SwarmMsg.imageSize : SwarmMsg.onlyImage;
}

/**
 * ConfirmSwarmImage: the browser says the photo is uploaded. Only the key that created the
 * report may confirm it (else 'not found'). The checked-upload pipeline (lib/uploads) checks it
 * (size 1 byte..10 MB, the announced Content-Type, stored within the form's lifetime, a PNG/JPEG
 * that decodes, with nothing hidden in it or after it); accepted, its re-encoding is published at
 * `swarm/<id>/image.<ext>`, the upload
 * deleted and the collectors alerted; refused, it is deleted, the report marked 'rejected' and
 * never sent, and a ValidationError gives the spec's image message. Idempotent once checked
 * (a repeat only completes an alert that failed).
 */
export async function confirmImage(key: ApiKeyRecord, id: string): Promise<SwarmHandledBy> {
  const report = await getReport(id, true);
  if (!report || report.ApiKey !== key.ApiKey) throw new NotFoundError(SwarmMsg.reportNotFound);
  // Checked already: a retry finishes the alert if the first call failed after the checks.
  if (report.ImageState === 'checked') return notifyFirstRound(report);
  if (report.ImageState !== 'pending' || !report.ImageContentType)
    throw new ConflictError(SwarmMsg.imageNotUploaded);
  const bucket = env().MEDIA_BUCKET;
  const incoming = incomingImageKeyOf(id, report.ImageContentType);
  const verdict = await checkUpload(bucket, incoming, {
    what: 'image',
    format: report.ImageContentType,
    checks: { image: checkImage },
    maxBytes: SWARM_IMAGE_MAX_BYTES,
    deadline: () => new Date(decodeTime(id) + UPLOAD_URL_TTL_S * 1000),
    skewMs: UPLOAD_CLOCK_SKEW_MS,
  });
  if (verdict.status === 'missing') throw new ValidationError(SwarmMsg.imageNotUploaded);
  if (verdict.status === 'refused') {
    const { reason } = verdict;
    await deleteQuietly(bucket, incoming);
    await settleImage(id, 'rejected');
    logger.warn('swarm image rejected', { id, reason });
    throw new ValidationError(spokenReason(reason));
  }
  try {
    const key = imageKeyOf(id, report.ImageContentType);
    await publishUpload(bucket, incoming, key, verdict.upload, key.split('/').pop()!);
  } catch (err) {
    // A racing confirmation accepted the photo and removed the upload after we read it.
    const now = await getReport(id, true);
    if (now?.ImageState === 'checked') return notifyFirstRound(now);
    throw err;
  }
  const checked = await settleImage(id, 'checked');
  await deleteQuietly(bucket, incoming);
  if (checked.kind === 'updated') return notifyFirstRound(checked.report);
  // A racing confirmation settled the photo first; finishing its idempotent alert tells who has it.
  const settled = await getReport(id, true);
  if (!settled) throw new NotFoundError(SwarmMsg.reportNotFound);
  return notifyFirstRound(settled);
}
