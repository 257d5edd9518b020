import {
  SWARM_IMAGE_MAX_BYTES,
  SwarmMsg,
  SwarmStatus,
  UPLOAD_URL_TTL_S,
  type SwarmHandledBy,
  type SwarmReport,
  type SwarmReportCreated,
} from '@beewatch/shared';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { decodeTime, ulid } from 'ulid';
import { geocodePostCode } from '../geo/index.js';
import { s3Client } from '../lib/aws.js';
import { env } from '../lib/env.js';
import { ConflictError, NotFoundError, ValidationError } from '../lib/errors.js';
import { logger } from '../lib/logger.js';
import { checkUpload, deleteQuietly, publishUpload } from '../lib/uploads/checked-upload.js';
import { checkImage } from '../lib/uploads/image.js';
import { presignUpload } from '../lib/uploads/presign.js';
import type { ApiKeyRecord } from './api-keys.js';
import { imageKeyOf, incomingImageKeyOf } from './photo-keys.js';
import { collectorRecipients, sendCollectorAlert, sendCoordinatorAlert } from './notify.js';
import { takeReportSlot } from './rate-limit.js';
import {
  getReport,
  markNotified,
  newReportState,
  putReport,
  settleImage,
  type SwarmItem,
} from './reports-repository.js';

/** Clock difference allowed between S3's LastModified and the upload window, ms. */
const UPLOAD_CLOCK_SKEW_MS = 5_000;

/**
 * The reporter's phone in E.164 for the post code's country (libphonenumber-js, full metadata),
 * and whether it can take an SMS. ValidationError 'Please enter a valid Phone No' otherwise.
 */
export function reporterPhone(phoneNo: string, country: 'GB' | 'FR'): { e164: string; mobile: boolean } {
  const phone = parsePhoneNumberFromString(phoneNo, country);
  if (!phone?.isValid()) throw new ValidationError(SwarmMsg.validPhone);
  const type = phone.getType();
  return { e164: phone.number, mobile: type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' };
}

/**
 * A public swarm notification (spec §3 payload, §5 rules), with an active API key
 * already checked. The post code is geocoded (ValidationError 'Please enter a valid Post Code')
 * and the phone checked before anything is stored; then one slot of the key-and-address rate
 * limit is taken (429 beyond 10 in 5 minutes) and the report is stored as New. Without an image
 * the matched collectors are alerted at once; with one, the answer carries a presigned POST
 * (≤ 10 MB, the announced type) and collectors are alerted only after ConfirmSwarmImage has
 * checked the upload. `HandledBy` says whether collectors or the coordinator have it.
 */
export async function createReport(
  key: ApiKeyRecord,
  clientIp: string,
  report: SwarmReport,
  now = new Date(),
): Promise<SwarmReportCreated> {
  const place = await geocodePostCode(report.PostCode);
  if (!place) throw new ValidationError(SwarmMsg.validPostCode);
  const phone = reporterPhone(report.PhoneNo, place.Country);
  await takeReportSlot(key.ApiKey, clientIp, now.getTime());

  const id = ulid(now.getTime());
  const at = now.toISOString();
  const item: SwarmItem = {
    SwarmID: id,
    CreatedAt: at,
    ApiKey: key.ApiKey,
    ApiKeyOwner: key.Owner,
    Name: report.Name,
    PostCode: report.PostCode.toUpperCase(),
    Address: report.Address,
    Address2: report.Address2,
    PhoneNo: report.PhoneNo,
    PhoneE164: phone.e164,
    PhoneIsMobile: phone.mobile,
    Description: report.Description,
    TypeOption: report.TypeOption,
    Other: report.Other,
    BeeOption: report.BeeOption,
    District: place.PostCode,
    PlaceName: place.PlaceName,
    Country: place.Country,
    Latitude: place.Latitude,
    Longitude: place.Longitude,
    ImageContentType: report.Image ?? null,
    ImageState: report.Image ? 'pending' : 'none',
    ...newReportState(),
    History: [{ Status: SwarmStatus.New, At: at, By: null }],
  };
  await putReport(item);
  if (!report.Image) {
    const HandledBy = await notifyFirstRound(item);
    return { SwarmID: id, Notified: true, HandledBy, Upload: null };
  }
  const Upload = await presignUpload(s3Client(), {
    bucket: env().MEDIA_BUCKET,
    key: incomingImageKeyOf(id, report.Image),
    contentType: report.Image,
    maxBytes: SWARM_IMAGE_MAX_BYTES,
    expiresInSeconds: UPLOAD_URL_TTL_S,
  });
  return { SwarmID: id, Notified: false, HandledBy: null, Upload };
}

/** Who a notified report went to: collectors when any were alerted, else the coordinator. */
const handledByOf = (notifiedCount: number): SwarmHandledBy =>
  notifiedCount > 0 ? 'Collectors' : 'Coordinator';

/**
 * Alerts the matched collectors (first round), then marks the report Notified; when no
 * collector covers it, the swarm coordinators are alerted instead. The send is idempotent (one
 * AlertId per report and round: the worker sends each address once), so a retry after a
 * failure, or two confirmations at once, never alerts anyone twice, and a report is marked
 * Notified — adoptable — only once its alert is queued. Returns who has the report.
 */
async function notifyFirstRound(report: SwarmItem): Promise<SwarmHandledBy> {
  if (report.Notified) return handledByOf(report.NotifiedCount);
  const { recipients } = await collectorRecipients(report);
  await sendCollectorAlert(report, recipients);
  const coordinators = recipients.length === 0 ? await sendCoordinatorAlert(report) : 0;
  await markNotified(report.SwarmID, recipients.length);
  logger.info('swarm report notified', { id: report.SwarmID, collectors: recipients.length, coordinators });
  return handledByOf(recipients.length);
}

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
