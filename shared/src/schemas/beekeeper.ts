import * as z from 'zod/mini';
import { Apiary, SiteId } from './sites.js';
import { BeekeeperMsg } from '../catalogues/beekeeper.js';
import { SwarmStatusValue } from './swarm.js';

export { BeekeeperMsg };

/**
 * The beekeeper's workspace: the home (beekeeper/index), the weather at the apiaries
 * (beekeeper/weather) and the spray notifications that alerted the beekeeper
 * (beekeeper/treatmenthistoryforpbeekeeper), role-screens §0.1, §5.1–§5.3, §10.
 */

/**
 * Met Office significant-weather codes and their titles (Met Office DataPoint code definitions,
 * https://www.metoffice.gov.uk/services/data/datapoint/code-definitions; DataHub adds -1). Spec §3
 * maps 0–29 and gives 'Thunder' as the default title, which is code 30's; -1 (DataHub's trace
 * rain) and a missing value ('NA') are mapped explicitly so neither falls to the default.
 */
export const MET_OFFICE_WEATHER_TITLES: Readonly<Record<number, string>> = {
  [-1]: 'Trace rain',
  0: 'Clear night',
  1: 'Sunny day',
  2: 'Partly cloudy (night)',
  3: 'Partly cloudy (day)',
  4: 'Not used',
  5: 'Mist',
  6: 'Fog',
  7: 'Cloudy',
  8: 'Overcast',
  9: 'Light rain shower (night)',
  10: 'Light rain shower (day)',
  11: 'Drizzle',
  12: 'Light rain',
  13: 'Heavy rain shower (night)',
  14: 'Heavy rain shower (day)',
  15: 'Heavy rain',
  16: 'Sleet shower (night)',
  17: 'Sleet shower (day)',
  18: 'Sleet',
  19: 'Hail shower (night)',
  20: 'Hail shower (day)',
  21: 'Hail',
  22: 'Light snow shower (night)',
  23: 'Light snow shower (day)',
  24: 'Light snow',
  25: 'Heavy snow shower (night)',
  26: 'Heavy snow shower (day)',
  27: 'Heavy snow',
  28: 'Thunder shower (night)',
  29: 'Thunder shower (day)',
  30: 'Thunder',
};
/** Spec §3: the title of a code the table does not hold. */
export const WEATHER_DEFAULT_TITLE = 'Thunder';
/** Title of a missing code (DataPoint's 'NA'). */
export const WEATHER_NOT_AVAILABLE = 'Not available';

/**
 * The Met Office title of a significant-weather code: null (the provider's 'NA' or no value) is
 * 'Not available', a code outside the table falls to spec §3's default 'Thunder'.
 */
export function weatherTitleOf(code: number | null): string {
  if (code === null) return WEATHER_NOT_AVAILABLE;
  return MET_OFFICE_WEATHER_TITLES[code] ?? WEATHER_DEFAULT_TITLE;
}

/** The i18n key suffix of a code's title: the code itself, 'NA' for none, 'default' beyond the table. */
export function weatherTitleKeyOf(code: number | null): string {
  if (code === null) return 'NA';
  return code in MET_OFFICE_WEATHER_TITLES ? String(code) : 'default';
}

/** Codes of rain, sleet, hail, snow and thunder (9–30) and trace rain (-1): not dry. */
export const isWetCode = (code: number | null) => code !== null && (code === -1 || (code >= 9 && code <= 30));

/** Whether to open the hives (role-screens §5.2, guidance): good, a short check only, or don't open. */
export type InspectionWindow = 'good' | 'short' | 'dontOpen';
/** Strong wind for an inspection: 24 km/h (15 mph), in m/s as the Met Office gives wind. */
export const INSPECTION_MAX_WIND_MS = 24 / 3.6;

/**
 * Inspection-window guidance (role-screens §5.2, from beekeeping rules of thumb): don't open under
 * 10 °C, in rain or in strong wind (≥ 24 km/h), or at night; a short check only at 10–15 °C; good
 * from 15 °C when dry and calm by day. Temperature °C, wind m/s.
 */
export function inspectionWindowOf(step: {
  TemperatureC: number | null;
  WindSpeedMs: number | null;
  WeatherCode: number | null;
  IsDaylight: boolean;
}): InspectionWindow {
  const t = step.TemperatureC;
  if (!step.IsDaylight || t === null || t < 10) return 'dontOpen';
  if (isWetCode(step.WeatherCode)) return 'dontOpen';
  if (step.WindSpeedMs !== null && step.WindSpeedMs >= INSPECTION_MAX_WIND_MS) return 'dontOpen';
  return t >= 15 ? 'good' : 'short';
}

/** What an hour and a day of a forecast both give (null: the provider gave none). */
const forecastFields = {
  /** Metres per second. */
  WindSpeedMs: z.nullable(z.number()),
  /** Degrees the wind comes from. */
  WindDirectionDeg: z.nullable(z.number()),
  PrecipitationProbability: z.nullable(z.number()),
  HumidityPercent: z.nullable(z.number()),
  UvIndex: z.nullable(z.number()),
};

/** One hour of a forecast (DataHub hourly; DataPoint names T, F, S, G, D, Pp, H, U, V, W). */
export const HourlyStep = z.object({
  /** ISO instant, UTC. */
  Time: z.string(),
  WeatherCode: z.nullable(z.number().check(z.int())),
  TemperatureC: z.nullable(z.number()),
  FeelsLikeC: z.nullable(z.number()),
  ...forecastFields,
  WindGustMs: z.nullable(z.number()),
  VisibilityM: z.nullable(z.number()),
  IsDaylight: z.boolean(),
  Inspection: z.enum(['good', 'short', 'dontOpen']),
});
export type HourlyStep = z.infer<typeof HourlyStep>;

/** One day of a forecast (DataHub daily). */
export const DailyStep = z.object({
  /** yyyy-mm-dd. */
  Day: z.string(),
  DayWeatherCode: z.nullable(z.number().check(z.int())),
  NightWeatherCode: z.nullable(z.number().check(z.int())),
  MaxTemperatureC: z.nullable(z.number()),
  MinTemperatureC: z.nullable(z.number()),
  ...forecastFields,
  Sunrise: z.nullable(z.string()),
  Sunset: z.nullable(z.string()),
  /** The best inspection window of the day's daylight hours (when the hourly forecast covers it). */
  Inspection: z.nullable(z.enum(['good', 'short', 'dontOpen'])),
});
export type DailyStep = z.infer<typeof DailyStep>;

/**
 * Which apiary a forecast is for and where it came from. `FetchedAt` is when it came from the
 * provider; `Stale` means the provider failed just now and this is the last forecast kept.
 */
const forecastOrigin = {
  ApiaryID: SiteId,
  Name: z.string(),
  /** 'MetOffice' (Weather DataHub) or 'Demo' (the local stand-in: not a real forecast). */
  Source: z.enum(['MetOffice', 'Demo']),
  FetchedAt: z.nullable(z.string()),
  Stale: z.boolean(),
};

/** The forecast of one apiary, hour by hour and day by day (null arrays: none kept). */
export const ApiaryForecast = z.object({
  ...forecastOrigin,
  Hourly: z.array(HourlyStep),
  Daily: z.array(DailyStep),
});
export type ApiaryForecast = z.infer<typeof ApiaryForecast>;

/** GET beekeeper/Weather: one apiary or all the caller's. */
export const WeatherQuery = z.object({ ApiaryID: z.optional(SiteId) });
export const WeatherData = z.object({ Forecasts: z.array(ApiaryForecast) });
export type WeatherData = z.infer<typeof WeatherData>;

/** Distance bands of a spray notification from the nearest own apiary (role-screens §5.1). */
export const SPRAY_BANDS = ['0-1', '1-3', '3-5', '5-10'] as const;
export type SprayBand = (typeof SPRAY_BANDS)[number];
export function sprayBandOf(distanceM: number): SprayBand {
  if (distanceM <= 1000) return '0-1';
  if (distanceM <= 3000) return '1-3';
  if (distanceM <= 5000) return '3-5';
  return '5-10';
}

/** Bee-hazard traffic light of a product (role-screens §1.9). */
export const BeeHazard = z.enum(['red', 'amber', 'green', 'unknown']);
export type BeeHazard = z.infer<typeof BeeHazard>;
/** Notice under this many hours gets the short-notice badge (BeeConnected's 48 h best practice). */
export const SHORT_NOTICE_HOURS = 48;

/**
 * A spray notification that alerted the beekeeper: where it stands from their nearest apiary
 * (band, never the field), what and when, its current status, and how much notice the alert gave.
 */
export const SprayAlertRow = z.object({
  SprayNotificationID: SiteId,
  TreatmentDate: z.string(),
  TimeOfDay: z.number(),
  PesticideType: z.number(),
  Product: z.string(),
  Status: z.number(),
  ApiaryName: z.string(),
  DistanceBand: z.enum(SPRAY_BANDS),
  BeeHazard: BeeHazard,
  /** Where the light comes from: the product catalogue, or the pesticide type when the product is unknown. */
  HazardBasis: z.enum(['product', 'type']),
  /** Hours between the first alert and the treatment's start. */
  NoticeHours: z.number(),
  ShortNotice: z.boolean(),
  /** ISO instant of the latest alert about it. */
  AlertedAt: z.string(),
  Version: z.number(),
  /** The conversation with the farmer, once started. */
  ThreadID: z.nullable(z.string()),
});
export type SprayAlertRow = z.infer<typeof SprayAlertRow>;

/** A foulbrood finding near an apiary, as a band only (never the other apiary). */
export const FoulbroodBand = z.object({
  ApiaryName: z.string(),
  Disease: z.enum(['AFB', 'EFB']),
  /** Within 1 km, 1–2 km or 2–3 km of the apiary. */
  Band: z.enum(['within1km', '1to2km', '2to3km']),
  /** yyyy-mm of the confirming visit. */
  Month: z.string(),
});
export type FoulbroodBand = z.infer<typeof FoulbroodBand>;

/** A hornet record near an apiary (or a SwarmWatch user's post code). */
export const NearHornet = z.object({
  HornetTrackingID: z.string(),
  CreatedDate: z.string(),
  DistanceKm: z.number(),
  PlaceName: z.nullable(z.string()),
  NearName: z.string(),
});

/** A swarm to adopt or awaiting its outcome. */
export const HomeSwarm = z.object({
  SwarmID: z.string(),
  CreatedAt: z.string(),
  PlaceName: z.string(),
  District: z.string(),
  DistanceKm: z.number(),
  Status: z.number(),
  AdoptedByMe: z.boolean(),
});

/** The apiary pin of the home map with its alert ring. */
export const HomeApiary = z.pick(Apiary, {
  ApiaryID: true,
  Name: true,
  Latitude: true,
  Longitude: true,
  Hives: true,
  UpdatedDate: true,
});

/** Today's and tomorrow's weather at one apiary, with the inspection hint. */
export const HomeWeather = z.object({
  ...forecastOrigin,
  Days: z.array(DailyStep),
  /** Next daylight hours judged good for an inspection (ISO instants), at most 3. */
  GoodHours: z.array(z.string()),
});

/**
 * GET beekeeper/Home. `Variant` 'full' for ProfessionalBeeKeeper; 'swarmwatch' gets hornets and
 * swarms only (role-screens §5.1), around their post code.
 */
export const BeekeeperHome = z.object({
  Variant: z.enum(['full', 'swarmwatch']),
  RadiusM: z.number(),
  Centre: z.nullable(
    z.object({ Latitude: z.number(), Longitude: z.number(), PostCode: z.nullable(z.string()) }),
  ),
  Apiaries: z.array(HomeApiary),
  SprayAlerts: z.array(SprayAlertRow),
  Weather: z.array(HomeWeather),
  Swarms: z.array(HomeSwarm),
  IsCollector: z.boolean(),
  Hornets: z.object({ Count: z.number(), Latest: z.array(NearHornet), Days: z.number() }),
  /** null: no inspection data available yet; [] none within 3 km. */
  Foulbrood: z.nullable(z.array(FoulbroodBand)),
});
export type BeekeeperHome = z.infer<typeof BeekeeperHome>;

/** The swarm map of a SwarmWatch user's area covers the reports of the last this many days. */
export const AREA_SWARM_DAYS = 30;
/** At most this many reports (the newest) are listed on the area swarm map. */
export const AREA_SWARM_MAX = 100;

/**
 * A swarm report near a SwarmWatch user's post code, without anything personal: when, which area
 * unit (UK postcode district or French code postal) and its place name, the unit's centroid (never
 * the reporter's address or the report's own point) and the status.
 */
export const AreaSwarm = z.strictObject({
  SwarmID: z.string(),
  CreatedAt: z.string(),
  District: z.string(),
  PlaceName: z.string(),
  /** The centroid of the area unit (WGS84 degrees). */
  Latitude: z.number(),
  Longitude: z.number(),
  Status: SwarmStatusValue,
});
export type AreaSwarm = z.infer<typeof AreaSwarm>;

/**
 * GET beekeeper/AreaSwarms (SwarmWatch, role-screens §5.1): the swarm reports of the last
 * AREA_SWARM_DAYS days within RadiusM of the caller's profile post code (its centroid), newest
 * first; `Centre` null when the profile has no post code that geocodes (then no swarms).
 */
export const AreaSwarms = z.strictObject({
  Centre: z.nullable(
    z.strictObject({ Latitude: z.number(), Longitude: z.number(), PostCode: z.nullable(z.string()) }),
  ),
  RadiusM: z.number(),
  Days: z.number(),
  /** Reports in the area and period; Swarms holds at most AREA_SWARM_MAX of them. */
  Count: z.number(),
  Swarms: z.array(AreaSwarm),
});
export type AreaSwarms = z.infer<typeof AreaSwarms>;

/** GET beekeeper/SprayTreatmentHistory: optional day range on TreatmentDate. */
export const BeekeeperSprayHistoryQuery = z.object({
  FromDate: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Invalid date'))),
  ToDate: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Invalid date'))),
});

/** The product sheet of a notification (what is known of the product). */
export const ProductSheet = z.object({
  Product: z.string(),
  PesticideType: z.number(),
  BeeHazard: BeeHazard,
  HazardBasis: z.enum(['product', 'type']),
  AuthorisationNumber: z.nullable(z.string()),
  HazardStatement: z.nullable(z.string()),
});

/** A message of the anonymous conversation between a beekeeper and the farmer of a notification. */
export const ConversationMessage = z.object({
  At: z.string(),
  /** Who wrote it, seen from the caller: 'me' or 'them' (never a name). */
  From: z.enum(['me', 'them']),
  Body: z.string(),
});
export const Conversation = z.object({
  ThreadID: z.string(),
  /** The caller's side. */
  Side: z.enum(['beekeeper', 'farmer']),
  SprayNotificationID: SiteId,
  TreatmentDate: z.string(),
  Product: z.string(),
  Messages: z.array(ConversationMessage),
});
export type Conversation = z.infer<typeof Conversation>;

const MessageBody = z
  .string()
  .check(z.trim(), z.minLength(1, BeekeeperMsg.messageRequired), z.maxLength(2000));

/** POST beekeeper/MessageFarmer: starts (or continues) the conversation about a notification. */
export const MessageFarmerRequest = z.strictObject({ SprayNotificationID: SiteId, Body: MessageBody });
export type MessageFarmerRequest = z.input<typeof MessageFarmerRequest>;
/** POST common/SprayConversationReply. */
export const ConversationReplyRequest = z.strictObject({
  ThreadID: z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, BeekeeperMsg.conversationNotFound)),
  Body: MessageBody,
});
export const ConversationQuery = z.object({
  ThreadID: z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, BeekeeperMsg.conversationNotFound)),
});

/** A row of beekeeper/treatmenthistoryforpbeekeeper: the alert with its product sheet. */
export const SprayHistoryRow = z.extend(SprayAlertRow, { Sheet: ProductSheet });
export type SprayHistoryRow = z.infer<typeof SprayHistoryRow>;
