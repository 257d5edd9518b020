import * as z from 'zod/mini';
import { TRACKING_DESCRIPTION_MAX } from '../constants.js';
import { CategoryId, HornetTrackingId } from './tracking.js';

/**
 * Media limits of the mobile uploads, bytes (image 10 MB as spec §9's message says;
 * video 50 MB ≈ 60 s of 720p phone video; audio 10 MB ≈ 10 min of 128 kbit/s MP3).
 */
export const MEDIA_LIMITS = {
  image: { maxBytes: 10 * 1024 * 1024, contentTypes: ['image/png', 'image/jpeg'] },
  video: { maxBytes: 50 * 1024 * 1024, contentTypes: ['video/mp4'] },
  audio: { maxBytes: 10 * 1024 * 1024, contentTypes: ['audio/mpeg'] },
} as const;
export type MediaKind = keyof typeof MEDIA_LIMITS;
/** Lifetime of a presigned upload, seconds. */
export const UPLOAD_URL_TTL_S = 900;

/**
 * A hornet tracking record posted by a mobile app. Latitude/Longitude: WGS84
 * degrees; CompassDegree: bearing 0–360 degrees (0 = north, clockwise); CreatedDate: ISO 8601,
 * not more than 5 minutes in the future. Image/Video/Audio: the content type of each piece of
 * evidence the app will upload (each gets a presigned POST).
 */
export const CreateTrackingRequest = z.object({
  Latitude: z.number().check(z.gte(-90), z.lte(90)),
  Longitude: z.number().check(z.gte(-180), z.lte(180)),
  CompassDegree: z.nullish(z.number().check(z.gte(0), z.lte(360))),
  CategoryID: CategoryId,
  Description: z._default(z.string().check(z.trim(), z.maxLength(TRACKING_DESCRIPTION_MAX)), ''),
  CreatedDate: z.iso
    .datetime({ offset: true })
    .check(z.refine((d) => Date.parse(d) <= Date.now() + 5 * 60_000, 'CreatedDate is in the future')),
  Image: z.nullish(z.enum(MEDIA_LIMITS.image.contentTypes)),
  Video: z.nullish(z.enum(MEDIA_LIMITS.video.contentTypes)),
  Audio: z.nullish(z.enum(MEDIA_LIMITS.audio.contentTypes)),
});
export type CreateTrackingRequest = z.input<typeof CreateTrackingRequest>;

/** A presigned POST: the form fields to send with the file, to `Url`, before `Expires`. */
export const PresignedUpload = z.object({
  Url: z.string(),
  Fields: z.record(z.string(), z.string()),
  MaxBytes: z.number().check(z.int()),
  ContentType: z.string(),
  Expires: z.string(),
});

/** Response data of CreateTrackingRecord. */
export const CreateTrackingData = z.object({
  HornetTrackingID: HornetTrackingId,
  Uploads: z.object({
    image: z.optional(PresignedUpload),
    video: z.optional(PresignedUpload),
    audio: z.optional(PresignedUpload),
  }),
});

/** Query of ConfirmTrackingMedia: the app says an upload finished; the server checks it. */
export const ConfirmMediaQuery = z.object({
  ID: HornetTrackingId,
  type: z.enum(['image', 'video', 'audio']),
});

/** The media kinds a tracking record can announce, in upload order. */
export const MEDIA_KINDS = ['image', 'video', 'audio'] as const satisfies readonly MediaKind[];

/** Response data of ConfirmTrackingMedia: the medium is available; what is still pending. */
export const ConfirmMediaData = z.object({
  HornetTrackingID: z.string(),
  type: z.enum(MEDIA_KINDS),
  Available: z.literal(true),
  /** Media still announced and not yet confirmed. */
  Pending: z.array(z.enum(MEDIA_KINDS)),
  /** True when nothing is pending any more (TrackingReady has been published). */
  Complete: z.boolean(),
});
export type ConfirmMediaData = z.infer<typeof ConfirmMediaData>;
