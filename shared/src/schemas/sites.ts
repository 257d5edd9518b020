import * as z from 'zod/mini';
import { position } from './field-schemas.js';
import { withTextNumbers } from './text-fields.js';
import { PesticideType, TreatmentStatus, TreatmentTimeOfDay } from '../enums.js';
import { HornetTrackingId } from './tracking.js';
import { PesticideMsg } from '../catalogues/pesticides.js';

/**
 * Apiaries, treatment fields and schedules, spray notifications and the hornet maps
 * (spec §2.1, §3 "Spray/hornet map items", §3 treatment enumerations, §9 limits).
 */

/** A professional beekeeper may have 25 apiaries (spec §9). */
export const MAX_APIARIES = 25;
/** Alert radii of the privacy policy (spec §1, §9): beekeepers 10 km, bystanders 1 km. */
export const BEEKEEPER_ALERT_RADIUS_M = 10_000;
export const BYSTANDER_ALERT_RADIUS_M = 1_000;
/** Public hornet maps (spec §9): radius 10 KM (× 1000 → metres), zoom 14, height 700px, red circle. */
export const HORNET_MAP_RADIUS_KM = 10;
export const HORNET_MAP_ZOOM = 14;
export const HORNET_MAP_HEIGHT_PX = 700;
export const MAP_CIRCLE_COLOUR = 'red';
/** Activity type of activityhornet when the URL has none (spec §9). */
export const DEFAULT_ACTIVITY_TYPE = 2;
/** Heading of the hornet maps (spec §2.1, verbatim). */
export const HORNET_MAP_HEADING = 'Data within 10 KM from your post code';

/** A ULID, as every site item's id (Crockford base 32, 26 characters). */
const SITE_ID = /^[0-9A-HJKMNP-TV-Z]{26}$/;
/** Opaque ids of apiaries, fields and schedules (ULID). */
export const SiteId = z.string().check(z.regex(SITE_ID, 'Invalid id'));

/** WGS84 latitude, degrees. */
export const Latitude = z
  .number({ error: 'Invalid coordinates' })
  .check(
    z.refine(
      (v) => Number.isFinite(v) && v >= -90 && v <= 90,
      'Invalid coordinates: latitude must be -90 to 90',
    ),
  );
/** WGS84 longitude, degrees. */
export const Longitude = z
  .number({ error: 'Invalid coordinates' })
  .check(
    z.refine(
      (v) => Number.isFinite(v) && v >= -180 && v <= 180,
      'Invalid coordinates: longitude must be -180 to 180',
    ),
  );

const values = <T extends Record<string, number>>(e: T) => Object.values(e) as number[];
const oneOf = (allowed: number[], message: string) =>
  z.number(message).check(z.refine((v) => allowed.includes(v), message));

export const TimeOfDayValue = oneOf(values(TreatmentTimeOfDay), 'Invalid time of day');
export const PesticideTypeValue = oneOf(values(PesticideType), 'Invalid pesticide type');
export const TreatmentStatusValue = oneOf(values(TreatmentStatus), 'Invalid treatment status');

/** Calendar day yyyy-mm-dd. */
export const IsoDay = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Invalid date'),
  z.refine((d) => {
    const t = Date.parse(`${d}T00:00:00Z`);
    // Round-trip: V8 parses 2026-02-30 as 2 March.
    return !Number.isNaN(t) && new Date(t).toISOString().startsWith(d);
  }, 'Invalid date'),
);

const trimmed = (max: number) => z.string().check(z.trim(), z.maxLength(max));

/** What a user gives of each of their places (apiary, treatment field): a name, its post code and where it is. */
const placeInputFields = {
  Name: trimmed(100).check(z.minLength(1, 'Please enter a name')),
  PostCode: z.nullish(trimmed(10)),
  Latitude,
  Longitude,
};

/** What a saved place (apiary, treatment field) answers: its name, post code and WGS84 position. */
const placeFields = { Name: z.string(), PostCode: z.nullish(z.string()), ...position };

// ── apiaries ──

/** Add or edit an apiary (beekeeper/addapiary, editapiary; spec §7.3 beekeeper/AddOrUpdateApiary). */
export const ApiaryInput = z.object({
  ApiaryID: z.nullish(SiteId),
  ...placeInputFields,
  /** Colonies kept there. */
  Hives: z._default(z.number().check(z.int(), z.gte(0), z.lte(1000)), 0),
  Notes: z._default(trimmed(250), ''),
});
/** The apiary form: the colonies read from their input. */
export const ApiaryFields = withTextNumbers(ApiaryInput, ['Hives']);
export type ApiaryInput = z.input<typeof ApiaryFields>;

export const Apiary = z.object({
  ApiaryID: SiteId,
  ...placeFields,
  Hives: z.number(),
  Notes: z.string(),
  CreatedDate: z.string(),
  UpdatedDate: z.string(),
});
export type Apiary = z.infer<typeof Apiary>;

export const ApiaryIdQuery = z.object({ ApiaryID: SiteId });

// ── treatment fields ──

/** Add or edit a treatment field (pesticide/addtreatmentfield): a name and a location. */
export const TreatmentFieldInput = z.object({
  FieldID: z.nullish(SiteId),
  ...placeInputFields,
  /** Hectares, optional. */
  AreaHectares: z.nullish(z.number().check(z.gte(0), z.lte(100_000))),
});
/** The field form: the area read from its input. */
export const TreatmentFieldFields = withTextNumbers(TreatmentFieldInput, ['AreaHectares']);
export type TreatmentFieldInput = z.input<typeof TreatmentFieldFields>;

export const TreatmentField = z.object({
  FieldID: SiteId,
  ...placeFields,
  AreaHectares: z.nullish(z.number()),
  CreatedDate: z.string(),
});
export type TreatmentField = z.infer<typeof TreatmentField>;

export const FieldIdQuery = z.object({ FieldID: SiteId });

// ── treatment schedules ──

/** Add or edit a treatment schedule (spec §7.3 pesticide/AddOrUpdateTreatmentSchedule). */
export const TreatmentScheduleInput = z.object({
  TreatmentScheduleID: z.nullish(SiteId),
  // The form's field select starts empty: say what is missing before what is malformed.
  FieldID: z.string().check(z.minLength(1, PesticideMsg.fieldRequired), z.regex(SITE_ID, 'Invalid id')),
  TreatmentDate: IsoDay,
  TimeOfDay: TimeOfDayValue,
  /** Set by the server from the chosen catalogue product or tank mix. */
  PesticideType: PesticideTypeValue,
  /**
   * A catalogue product (authorised, unexpired) or one of the caller's tank mixes: a new
   * schedule, or a change of what is sprayed, needs exactly one; the server then writes the
   * product's name and type. An edit that gives neither keeps what the schedule had.
   */
  ProductID: z.nullish(SiteId),
  MixtureID: z.nullish(SiteId),
  /** The product's or mix's name, written by the server; what a client sends here is ignored. */
  Product: z._default(trimmed(200), ''),
  Notes: z._default(trimmed(500), ''),
  Status: z._default(TreatmentStatusValue, TreatmentStatus.Pending),
});
/** The schedule form: time of day, pesticide type and status read from their selects. */
export const TreatmentScheduleFields = withTextNumbers(TreatmentScheduleInput, [
  'TimeOfDay',
  'PesticideType',
  'Status',
]);
export type TreatmentScheduleInput = z.input<typeof TreatmentScheduleFields>;

export const TreatmentSchedule = z.object({
  TreatmentScheduleID: SiteId,
  FieldID: SiteId,
  FieldName: z.string(),
  ...position,
  TreatmentDate: z.string(),
  TimeOfDay: z.number(),
  PesticideType: z.number(),
  Product: z.string(),
  /** The catalogue product or tank mix sprayed (absent on schedules made before the catalogue). */
  ProductID: z.nullish(z.string()),
  MixtureID: z.nullish(z.string()),
  Notes: z.string(),
  Status: z.number(),
  /** 1 on creation, +1 on every change: each version is alerted once. */
  Version: z.number(),
  /** Beekeepers and bystanders alerted for the latest version. */
  AlertedCount: z.number(),
  UpdatedDate: z.string(),
});
export type TreatmentSchedule = z.infer<typeof TreatmentSchedule>;

export const ScheduleIdQuery = z.object({ TreatmentScheduleID: SiteId });

/** A date range of whole days (week calendar, liaison list); at most 366 days. */
export const DayRangeQuery = z.object({ FromDate: IsoDay, ToDate: IsoDay }).check(
  z.refine((q) => q.FromDate <= q.ToDate, 'FromDate must not be after ToDate'),
  z.refine(
    (q) => Date.parse(q.ToDate) - Date.parse(q.FromDate) <= 366 * 86_400_000,
    'The range is at most a year',
  ),
);

/** An optional day range (schedule list): both days or neither. */
export const OptionalDayRangeQuery = z
  .object({ FromDate: z.optional(IsoDay), ToDate: z.optional(IsoDay) })
  .check(
    z.refine((q) => !q.FromDate === !q.ToDate, 'Give both FromDate and ToDate, or neither'),
    z.refine((q) => !q.FromDate || !q.ToDate || q.FromDate <= q.ToDate, 'FromDate must not be after ToDate'),
  );

/** What the result of saving a schedule says: how many were alerted (no names: privacy §1). */
export const ScheduleSaved = z.object({
  TreatmentScheduleID: SiteId,
  Version: z.number(),
  BeekeepersAlerted: z.number(),
  BystandersAlerted: z.number(),
});
export type ScheduleSaved = z.infer<typeof ScheduleSaved>;

// ── spray notifications and hornet map items ──

/**
 * A spray notification as the maps and the liaison list show it: where, when, what — never who
 * (privacy policy §1: the farmer's identity is not revealed).
 */
export const SprayNotification = z.object({
  SprayNotificationID: SiteId,
  ...position,
  TreatmentDate: z.string(),
  TimeOfDay: z.number(),
  PesticideType: z.number(),
  Product: z.string(),
  Status: z.number(),
  Version: z.number(),
  AlertedCount: z.number(),
  UpdatedDate: z.string(),
});
export type SprayNotification = z.infer<typeof SprayNotification>;

/** The pesticide user's map (pesticide/index): own fields and own notifications. */
export const PesticideMap = z.object({
  Fields: z.array(TreatmentField),
  Notifications: z.array(SprayNotification),
});
export type PesticideMap = z.infer<typeof PesticideMap>;

/**
 * A flight line: a sighting with a compass bearing and its calculated point (spec §3 map items:
 * Latitude, Longitude, CalculateLatitude, CalculateLongitude, Notes). TrueBearing is corrected
 * for magnetic declination; DistanceM is the line's length.
 */
export const FlightLine = z.object({
  HornetTrackingID: z.string(),
  ...position,
  CalculateLatitude: z.number(),
  CalculateLongitude: z.number(),
  CompassDegree: z.number(),
  DeclinationDeg: z.number(),
  TrueBearing: z.number(),
  DistanceM: z.number(),
  /** The ± bearing uncertainty cone, a closed [lng, lat] ring. */
  Cone: z.array(z.tuple([z.number(), z.number()])),
});
export type FlightLine = z.infer<typeof FlightLine>;

/** A nest estimate from crossing flight lines, with its 95 % error ellipse (a closed [lng, lat] ring). */
export const NestEstimate = z.object({
  ...position,
  LineCount: z.number(),
  HornetTrackingIDs: z.array(z.string()),
  SemiMajorM: z.number(),
  SemiMinorM: z.number(),
  /** Bearing of the major axis, degrees clockwise from north. */
  OrientationDeg: z.number(),
  Ellipse: z.array(z.tuple([z.number(), z.number()])),
});
export type NestEstimate = z.infer<typeof NestEstimate>;

/**
 * What every map shows of a hornet record: which record, where (WGS84 degrees), the compass
 * bearing when one was given, when, and its category's name.
 */
export const hornetOnMapFields = {
  HornetTrackingID: z.string(),
  ...position,
  CompassDegree: z.nullable(z.number()),
  CreatedDate: z.string(),
  CategoryName: z.string(),
};

/** A hornet item of a map: a tracking record's position, date, category and notes, no creator. */
export const HornetItem = z.object({
  ...hornetOnMapFields,
  CalculateLatitude: z.nullable(z.number()),
  CalculateLongitude: z.nullable(z.number()),
  Notes: z.string(),
  /** The record's place name (the nearest gazetteer place, never a street address), when known. */
  LocationAddress: z.nullish(z.string()),
});
export type HornetItem = z.infer<typeof HornetItem>;

/** What a hornet map shows: its centre and circle, the notifications and hornet items within it. */
export const HornetMapData = z.object({
  CenterLatitude: z.number(),
  CenterLongitude: z.number(),
  /** Where the centre came from: the user's post code or the position the app gave. */
  CenterSource: z.enum(['PostCode', 'Position']),
  PostCode: z.nullable(z.string()),
  RadiusM: z.number(),
  Notifications: z.array(z.extend(SprayNotification, { DistanceM: z.number() })),
  Hornets: z.array(z.extend(HornetItem, { DistanceM: z.number() })),
  Lines: z.array(FlightLine),
  Estimates: z.array(NestEstimate),
});
export type HornetMapData = z.infer<typeof HornetMapData>;

/** hornetpathapp: the app passes its Cognito access token with the user's id, name and position. */
export const HornetPathAppRequest = z.object({
  UserID: z.string().check(z.minLength(1), z.maxLength(128)),
  Token: z.string().check(z.minLength(1), z.maxLength(8192)),
  UserName: z.string().check(z.minLength(1), z.maxLength(128)),
  UserLat: Latitude,
  UserLng: Longitude,
});
export type HornetPathAppRequest = z.input<typeof HornetPathAppRequest>;

/** hornet/{UserID}: the open map. */
export const HornetOpenQuery = z.object({ UserID: z.string().check(z.minLength(1), z.maxLength(128)) });

/** activityhornet/{hornettrackingid}/{type}. */
export const ActivityHornetQuery = z.object({
  hornettrackingid: HornetTrackingId,
  type: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(99)), DEFAULT_ACTIVITY_TYPE),
});

/** The map of one hornet activity. */
export const ActivityHornetData = z.object({
  Hornet: HornetItem,
  Type: z.number(),
  Lines: z.array(FlightLine),
  Estimates: z.array(NestEstimate),
});
export type ActivityHornetData = z.infer<typeof ActivityHornetData>;

/** Map Selected of the controller: flight lines and nest estimates of the chosen records. */
export const FlightLinesRequest = z.object({
  IDs: z.array(HornetTrackingId).check(z.minLength(1), z.maxLength(10_000)),
});
export const FlightLinesData = z.object({ Lines: z.array(FlightLine), Estimates: z.array(NestEstimate) });
export type FlightLinesData = z.infer<typeof FlightLinesData>;

/** common/GeocodePostCode: where a UK or French post code is (its centroid), to place a site. */
export const GeocodeQuery = z.object({
  PostCode: z.string().check(z.trim(), z.minLength(2), z.maxLength(10)),
});
export const GeocodedPlace = z.object({
  PostCode: z.string(),
  ...position,
  PlaceName: z.string(),
});
export type GeocodedPlace = z.infer<typeof GeocodedPlace>;
