import * as z from 'zod';
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
  Latitude: z.number().min(-90).max(90),
  Longitude: z.number().min(-180).max(180),
  CompassDegree: z.number().min(0).max(360).nullish(),
  CategoryID: CategoryId,
  Description: z.string().trim().max(TRACKING_DESCRIPTION_MAX).default(''),
  CreatedDate: z.iso
    .datetime({ offset: true })
    .refine((d) => Date.parse(d) <= Date.now() + 5 * 60_000, 'CreatedDate is in the future'),
  Image: z.enum(MEDIA_LIMITS.image.contentTypes).nullish(),
  Video: z.enum(MEDIA_LIMITS.video.contentTypes).nullish(),
  Audio: z.enum(MEDIA_LIMITS.audio.contentTypes).nullish(),
});
export type CreateTrackingRequest = z.input<typeof CreateTrackingRequest>;

/** A presigned POST: the form fields to send with the file, to `Url`, before `Expires`. */
export const PresignedUpload = z.object({
  Url: z.string(),
  Fields: z.record(z.string(), z.string()),
  MaxBytes: z.number().int(),
  ContentType: z.string(),
  Expires: z.string(),
});

/** Response data of CreateTrackingRecord. */
export const CreateTrackingData = z.object({
  HornetTrackingID: HornetTrackingId,
  Uploads: z.object({
    image: PresignedUpload.optional(),
    video: PresignedUpload.optional(),
    audio: PresignedUpload.optional(),
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
