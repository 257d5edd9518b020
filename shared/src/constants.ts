/** Business constants and limits of spec §9 (and §5 where a limit is a validation rule). */

/** Rows per page of the tracking list and the category list (spec §9). */
export const PAGE_SIZE = 15;
/** Maximum rows of an export (spec §9, §7.1). */
export const EXPORT_MAX_ROWS = 10_000;
/** CSV file name and columns of the export (spec §9). */
export const EXPORT_FILE_NAME = 'Reporting.csv';
export const EXPORT_COLUMNS = [
  'latitude',
  'longitude',
  'vector direction',
  'date',
  'category',
  'notes',
] as const;
/** Maximum length of a tracking record description, characters (spec §9). */
export const TRACKING_DESCRIPTION_MAX = 40;
/** Maximum length of a category name, characters (spec §9). */
export const CATEGORY_NAME_MAX = 100;
/** Maximum length of a category description, characters (spec §5). */
export const CATEGORY_DESCRIPTION_MAX = 500;
/** Alert auto-close, ms (spec §9). */
export const ALERT_AUTO_CLOSE_MS = 3000;
/** Display date format, date-fns pattern (spec §9 'dd-MMM-yy HH:mm'). */
export const DISPLAY_DATE_FORMAT = 'dd-MMM-yy HH:mm';
/** Display format of a date without a time, date-fns pattern (spec §9's date part, 'dd-MMM-yy'). */
export const DISPLAY_DAY_FORMAT = 'dd-MMM-yy';
/**
 * The Lang header of every portal request (spec §6 fixes it at 'en' whatever the UI language).
 * The server takes no language from requests: what it sends users is in both languages.
 */
export const REQUEST_LANG = 'en';
/**
 * Web app routes whose later segments may hold dots (spec §2.1: hornetpathapp's token and
 * coordinates, a site address after the swarm form's key, downloadapk's .apk file name): the
 * app page is served for them, never a file looked up by that name.
 */
export const DOTTED_APP_ROUTE_PREFIXES = ['/hornetpathapp/', '/home/swarmapi/', '/downloadapk/'] as const;

/** Whether `path` is an app route that may hold dots (DOTTED_APP_ROUTE_PREFIXES, any case). */
export const isDottedAppRoute = (path: string): boolean =>
  DOTTED_APP_ROUTE_PREFIXES.some((prefix) => path.toLowerCase().startsWith(prefix));
/** Controller map zoom levels (spec §9). */
export const MAP_ZOOM_SINGLE = 13;
export const MAP_ZOOM_MULTIPLE = 10;
/** Session length, ms: login timer 24 hours (spec §9). */
export const SESSION_MS = 24 * 60 * 60 * 1000;
/** Trusted-device cookie lifetime, ms (spec §9: 259200000). */
export const DEVICE_TRUST_MS = 259_200_000;
/** OTP length, digits (spec §9). */
export const OTP_LENGTH = 6;
/** Languages (spec §9). */
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Lifetime of presigned media GET URLs, seconds (ours: short-lived, ARCHITECTURE.md). */
export const MEDIA_URL_TTL_S = 300;
/** Demo password of the local seed; never used in a deployment. */
export const DEMO_PASSWORD = 'Demo-Bee-2026!';
/**
 * The offline gazetteer files (../shared/data, SOURCES.md): UK postcode districts (G. Gibbs, CC0),
 * comma-separated, and La Poste's base officielle des codes postaux (ODbL), semicolon-separated,
 * each with a header row. Shipped beside the functions that geocode post codes.
 */
export const GAZETTEER_FILES = {
  ukDistricts: 'uk_postcode_districts_gibbs_cc0.csv',
  frCodesPostaux: 'fr_laposte_hexasmal_codes_postaux_2020.csv',
} as const;
/**
 * The phone metadata files (libphonenumber-js's full metadata) shipped beside the functions that
 * check phone numbers, in PHONE_METADATA_DIR: `portal`, cut to the calling codes of the portal's
 * countries (a registration's mobile); `world`, every calling code (a swarm reporter's phone).
 */
export const PHONE_METADATA_FILES = {
  portal: 'portal.json',
  world: 'world.json',
} as const;
