import * as z from 'zod/mini';
import { EXPORT_MAX_ROWS, PAGE_SIZE, TRACKING_DESCRIPTION_MAX } from '../constants.js';
import { Msg } from '../messages.js';
import { PERIOD_IN_ORDER, periodInOrder } from './field-schemas.js';

/** Opaque id of a tracking record (ULID, 26 Crockford base-32 characters). */
export const HornetTrackingId = z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Invalid tracking id'));

/** Opaque id of a category (ULID). */
export const CategoryId = z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Invalid category id'));

/** Sort columns of the reporting screen (spec §2.7: Location, Source, Date). */
export const TrackingOrderColumn = z.enum(['Location', 'Source', 'Date']);
export type TrackingOrderColumn = z.infer<typeof TrackingOrderColumn>;
export const SortOrder = z.enum(['asc', 'desc']);
export type SortOrder = z.infer<typeof SortOrder>;

/** Media extensions accepted for tracking evidence (mp4 video, mp3 audio). */
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
  Latitude: z.number().check(z.gte(-90), z.lte(90)),
  Longitude: z.number().check(z.gte(-180), z.lte(180)),
  LocationAddress: z.nullable(z.string()),
  CompassDegree: z.nullable(z.number().check(z.gte(0), z.lte(360))),
  CreatedDate: z.iso.datetime(),
  CreatedByUserName: z.string(),
  Description: z.string().check(z.maxLength(TRACKING_DESCRIPTION_MAX)),
  CategoryID: CategoryId,
  CategoryName: z.string(),
  IsImageExist: z.boolean(),
  IsVideoAvailable: z.boolean(),
  VideoExtension: z.nullable(VideoExtension),
  IsAudioAvailable: z.boolean(),
  AudioExtension: z.nullable(AudioExtension),
  IsSelected: z.boolean(),
});
export type TrackingRecord = z.infer<typeof TrackingRecord>;

/**
 * What an export asks FetchTrackingHistory for instead of whole records: 'csv' the fields of
 * Reporting.csv (spec §9), 'points' the map's points (Map Selected, spec §2.7).
 */
export const TrackingExportForm = z.enum(['csv', 'points']);
export type TrackingExportForm = z.infer<typeof TrackingExportForm>;

/** Refusal of an export above the spec's cap (spec §7.1, §9: up to 10,000 records). */
export const EXPORT_CAP_MESSAGE = `An export holds at most ${EXPORT_MAX_ROWS} records`;

/**
 * The paging of a tracking list (the controller's and the history): PageIndex from 1 and
 * RecordPerPage up to an export's cap (above 100 only for an export or a selection).
 */
export const trackingPaging = {
  PageIndex: z._default(z.number().check(z.int(), z.gte(1)), 1),
  RecordPerPage: z._default(
    z.number().check(z.int(), z.gte(1), z.lte(EXPORT_MAX_ROWS, EXPORT_CAP_MESSAGE)),
    PAGE_SIZE,
  ),
};

/** The filters of a tracking list: the category ('' or '0': all) and the period, ISO 8601 instants. */
export const trackingFilters = {
  CategoryID: z.nullish(z.union([CategoryId, z.literal(''), z.literal('0')])),
  FromDate: z.nullish(z.iso.datetime({ offset: true })),
  ToDate: z.nullish(z.iso.datetime({ offset: true })),
};

/** An export starts at the first record (no later page); see EXPORT_FROM_FIRST. */
export const exportFromFirst = (q: { Export?: unknown; PageIndex: number; NextToken?: string | null }) =>
  !q.Export || (q.PageIndex === 1 && !q.NextToken);
/** The refusal of exportFromFirst, on Export. */
export const EXPORT_FROM_FIRST = {
  message: 'An export starts at the first record: no PageIndex above 1 or NextToken',
  path: ['Export'],
};

/**
 * Tracking query (spec §3, §7.1 FetchTrackingHistory). FromDate/ToDate are ISO 8601 instants
 * (the browser sends the start and end of the chosen local days). Pages after the first need
 * the previous response's NextToken: DynamoDB pages by key, not by offset, which keeps a page at
 * one Query. SelectedIDx, when given, returns exactly those records. Export (spec §7.1: "the
 * export fetches up to 10000 records with the tracking query") answers the first RecordPerPage
 * (at most 10,000) records of SelectedIDx, or else of the filters and sort, in the compact form
 * it names (TrackingCsvData, TrackingPointsData); it always starts at the first record.
 * CreatedBy is accepted for contract compatibility; the controller's list is not narrowed by it.
 * Unknown fields are refused, so a misspelt Export never falls back to a 15-row page.
 */
export const TrackingQuery = z
  .strictObject({
    ...trackingPaging,
    CreatedBy: z.nullish(z.string().check(z.maxLength(128))),
    SelectedIDx: z.nullish(z.array(HornetTrackingId).check(z.maxLength(EXPORT_MAX_ROWS, EXPORT_CAP_MESSAGE))),
    ...trackingFilters,
    orderColumn: z._default(TrackingOrderColumn, 'Date'),
    order: z._default(SortOrder, 'desc'),
    NextToken: z.nullish(z.string().check(z.maxLength(2048))),
    Export: z.nullish(TrackingExportForm),
  })
  .check(
    z.refine(periodInOrder, PERIOD_IN_ORDER),
    z.refine((q) => q.SelectedIDx?.length || q.Export || q.RecordPerPage <= 100, {
      message: 'RecordPerPage above 100 needs SelectedIDx or Export',
      path: ['RecordPerPage'],
    }),
    z.refine(exportFromFirst, EXPORT_FROM_FIRST),
  );
export type TrackingQuery = z.input<typeof TrackingQuery>;
export type TrackingQueryParsed = z.output<typeof TrackingQuery>;

/**
 * Category names of an export, by CategoryID: sent once rather than on every row, so a 10,000-row
 * answer stays far below Lambda's 6 MB response limit whatever the names hold.
 */
const ExportCategories = z.record(z.string(), z.string());

/** What every exported row and point carries: where (WGS84 degrees), when, the category by id. */
const exportedFields = { Latitude: true, Longitude: true, CreatedDate: true, CategoryID: true } as const;

/** One row of an export in CSV form: the fields of Reporting.csv (spec §9), the category by id. */
export const TrackingCsvRow = z.pick(TrackingRecord, {
  ...exportedFields,
  CompassDegree: true,
  Description: true,
});
export type TrackingCsvRow = z.infer<typeof TrackingCsvRow>;
/** Response data of an Export 'csv': the rows in the requested order and the category names. */
export const TrackingCsvData = z.object({ Categories: ExportCategories, Rows: z.array(TrackingCsvRow) });
export type TrackingCsvData = z.infer<typeof TrackingCsvData>;

/** One point of an export in map form: where (WGS84 degrees) and what place, when, which category. */
export const TrackingPoint = z.pick(TrackingRecord, {
  ...exportedFields,
  HornetTrackingID: true,
  LocationAddress: true,
});
export type TrackingPoint = z.infer<typeof TrackingPoint>;
/** Response data of an Export 'points': the points in the requested order and the category names. */
export const TrackingPointsData = z.object({ Categories: ExportCategories, Points: z.array(TrackingPoint) });
export type TrackingPointsData = z.infer<typeof TrackingPointsData>;

/** Query of DeleteTrackingHistory (spec §7.1). */
export const DeleteTrackingQuery = z.object({ HornetTrackingID: HornetTrackingId });

/** Edit-description rule (spec §5): required after trimming, at most 40 characters. */
export const TrackingDescription = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, Msg.enterDescription),
    z.maxLength(
      TRACKING_DESCRIPTION_MAX,
      `Description must be at most ${TRACKING_DESCRIPTION_MAX} characters`,
    ),
  );

/** Query of SaveTrackingHistory (spec §7.1: GET ?Description=&ID=). */
export const SaveTrackingQuery = z.object({ Description: TrackingDescription, ID: HornetTrackingId });

/** Query of RenderImageBytesArray (spec §7.1). */
export const RenderImageQuery = z.object({ id: HornetTrackingId });

/** Query of GetTrackingMedia (ours: presigned GET of a record's video or audio). */
export const TrackingMediaQuery = z.object({ ID: HornetTrackingId, type: z.enum(['video', 'audio']) });
/** Response data of GetTrackingMedia: a short-lived URL, or null while the upload is pending. */
export const TrackingMediaData = z.object({
  Url: z.nullable(z.url()),
  Available: z.boolean(),
  ExpiresInSeconds: z.number().check(z.int()),
});

/** A category in the filter dropdown (spec §7.1 GetCategoryList). */
export const CategoryOption = z.object({ CategoryID: CategoryId, Name: z.string() });
export type CategoryOption = z.infer<typeof CategoryOption>;

/** Response data of RenderImageBytesArray (spec §7.1: data holds a base64 image). */
export const RenderImageData = z.object({
  ContentType: z.enum(['image/png', 'image/jpeg']),
  /** Presigned GET of the checked image (attachment disposition; <img> shows it). */
  Url: z.string(),
  ExpiresInSeconds: z.number().check(z.int()),
});
export type RenderImageData = z.infer<typeof RenderImageData>;
