import { z } from 'zod';
import { EXPORT_MAX_ROWS, PAGE_SIZE, TRACKING_DESCRIPTION_MAX } from '../constants.js';
import { Msg } from '../messages.js';

/** Opaque id of a tracking record (ULID, 26 Crockford base-32 characters). */
export const HornetTrackingId = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Invalid tracking id');

/** Opaque id of a category (ULID). */
export const CategoryId = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Invalid category id');

/** Sort columns of the reporting screen (spec §2.7: Location, Source, Date). */
export const TrackingOrderColumn = z.enum(['Location', 'Source', 'Date']);
export type TrackingOrderColumn = z.infer<typeof TrackingOrderColumn>;
export const SortOrder = z.enum(['asc', 'desc']);
export type SortOrder = z.infer<typeof SortOrder>;

/** Media extensions accepted for tracking evidence (issue 4: mp4 video, mp3 audio). */
export const VideoExtension = z.enum(['mp4']);
export const AudioExtension = z.enum(['mp3']);

/**
 * A tracking record as the API returns it (spec §3 "Tracking record").
 * Latitude/Longitude: WGS84 degrees. CompassDegree: bearing in degrees 0–360 or null.
 * CreatedDate: ISO 8601 UTC. VideoExtension/AudioExtension are set when media was announced;
 * IsVideoAvailable/IsAudioAvailable become true once the upload passed its checks (spec §8:
 * spinner while not yet available).
 */
export const TrackingRecord = z.object({
  HornetTrackingID: HornetTrackingId,
  Latitude: z.number().min(-90).max(90),
  Longitude: z.number().min(-180).max(180),
  LocationAddress: z.string().nullable(),
  CompassDegree: z.number().min(0).max(360).nullable(),
  CreatedDate: z.iso.datetime(),
  CreatedByUserName: z.string(),
  Description: z.string().max(TRACKING_DESCRIPTION_MAX),
  CategoryID: CategoryId,
  CategoryName: z.string(),
  IsImageExist: z.boolean(),
  IsVideoAvailable: z.boolean(),
  VideoExtension: VideoExtension.nullable(),
  IsAudioAvailable: z.boolean(),
  AudioExtension: AudioExtension.nullable(),
  IsSelected: z.boolean(),
});
export type TrackingRecord = z.infer<typeof TrackingRecord>;

/**
 * Tracking query (spec §3, §7.1 FetchTrackingHistory). FromDate/ToDate are ISO 8601 instants
 * (the browser sends the start and end of the chosen local days). Pages after the first need
 * the previous response's NextToken: DynamoDB pages by key, not by offset, which keeps a page at
 * one Query. SelectedIDx, when given, returns exactly those records (the export, up to 10,000).
 * CreatedBy is accepted for contract compatibility; the controller's list is not narrowed by it.
 */
export const TrackingQuery = z
  .object({
    PageIndex: z.number().int().min(1).default(1),
    RecordPerPage: z.number().int().min(1).max(EXPORT_MAX_ROWS).default(PAGE_SIZE),
    CreatedBy: z.string().max(128).nullish(),
    SelectedIDx: z.array(HornetTrackingId).max(EXPORT_MAX_ROWS).nullish(),
    CategoryID: z.union([CategoryId, z.literal(''), z.literal('0')]).nullish(),
    FromDate: z.iso.datetime({ offset: true }).nullish(),
    ToDate: z.iso.datetime({ offset: true }).nullish(),
    orderColumn: TrackingOrderColumn.default('Date'),
    order: SortOrder.default('desc'),
    NextToken: z.string().max(2048).nullish(),
  })
  .refine((q) => !q.FromDate || !q.ToDate || Date.parse(q.FromDate) <= Date.parse(q.ToDate), {
    message: 'From date must not be after To date',
    path: ['ToDate'],
  })
  .refine((q) => q.SelectedIDx?.length || q.RecordPerPage <= 100, {
    message: 'RecordPerPage above 100 needs SelectedIDx',
    path: ['RecordPerPage'],
  });
export type TrackingQuery = z.input<typeof TrackingQuery>;
export type TrackingQueryParsed = z.output<typeof TrackingQuery>;

/** Query of DeleteTrackingHistory (spec §7.1). */
export const DeleteTrackingQuery = z.object({ HornetTrackingID: HornetTrackingId });

/** Edit-description rule (spec §5): required after trimming, at most 40 characters. */
export const TrackingDescription = z
  .string()
  .trim()
  .min(1, Msg.enterDescription)
  .max(TRACKING_DESCRIPTION_MAX, `Description must be at most ${TRACKING_DESCRIPTION_MAX} characters`);

/** Query of SaveTrackingHistory (spec §7.1: GET ?Description=&ID=). */
export const SaveTrackingQuery = z.object({ Description: TrackingDescription, ID: HornetTrackingId });

/** Query of RenderImageBytesArray (spec §7.1). */
export const RenderImageQuery = z.object({ id: HornetTrackingId });

/** Query of GetTrackingMedia (ours: presigned GET of a record's video or audio). */
export const TrackingMediaQuery = z.object({ ID: HornetTrackingId, type: z.enum(['video', 'audio']) });
/** Response data of GetTrackingMedia: a short-lived URL, or null while the upload is pending. */
export const TrackingMediaData = z.object({
  Url: z.url().nullable(),
  Available: z.boolean(),
  ExpiresInSeconds: z.number().int(),
});

/** A category in the filter dropdown (spec §7.1 GetCategoryList). */
export const CategoryOption = z.object({ CategoryID: CategoryId, Name: z.string() });
export type CategoryOption = z.infer<typeof CategoryOption>;

/** Response data of RenderImageBytesArray (spec §7.1: data holds a base64 image). */
export const RenderImageData = z.object({
  ContentType: z.enum(['image/png', 'image/jpeg']),
  /** Presigned GET of the checked image (attachment disposition; <img> shows it). */
  Url: z.string(),
  ExpiresInSeconds: z.number().int(),
});
export type RenderImageData = z.infer<typeof RenderImageData>;
