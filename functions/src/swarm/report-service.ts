import {
  SWARM_IMAGE_MAX_BYTES,
  SwarmMsg,
  SwarmStatus,
  UPLOAD_URL_TTL_S,
  type SwarmReport,
  type SwarmReportCreated,
} from '@beewatch/shared';
import { ulid } from 'ulid';
import { areaUnitAt, geocodePostCode } from '../geo/index.js';
import { s3Client } from '../lib/aws.js';
import { env } from '../lib/env.js';
import { ValidationError } from '../lib/errors.js';
import { parsePhoneNumber } from '../lib/phone-numbers.js';
import { presignUpload } from '../lib/uploads/presign.js';
import type { ApiKeyRecord } from './api-keys.js';
import { notifyFirstRound } from './first-round.js';
import { incomingImageKeyOf } from './photo-keys.js';
import { takeReportSlot } from './rate-limit.js';
import { newReportState, putReport, type SwarmItem } from './reports-repository.js';

/**
 * The reporter's phone in E.164 for the post code's country (lib/phone-numbers.ts, the world's metadata),
 * and whether it can take an SMS. ValidationError 'Please enter a valid Phone No' otherwise.
 */
export function reporterPhone(phoneNo: string, country: 'GB' | 'FR'): { e164: string; mobile: boolean } {
  const phone = parsePhoneNumber(phoneNo, country, 'world');
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
    // The area unit (postcode district or code postal) the reports are keyed by: Amazon Location
    // recognises a full post code ('GU1 1AA'), whose district is the unit, as the gazetteer's is.
    District: areaUnitAt(place.Latitude, place.Longitude, place.PostCode) ?? place.PostCode,
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
