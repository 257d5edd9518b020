import * as z from 'zod/mini';
import { position } from './field-schemas.js';
import { DayRangeQuery, IsoDay, SiteId } from './sites.js';
import { BeeHazard } from './beekeeper.js';
import { SprayNetMsg } from '../catalogues/spray-network.js';

export { SprayNetMsg };

/**
 * How a contact gets spray alerts: email, SMS, both, or the portal inbox only (opted out of
 * email and SMS; the inbox always receives them).
 */
export const ALERT_CHANNELS = ['email', 'sms', 'both', 'inbox'] as const;
export type AlertChannelPref = (typeof ALERT_CHANNELS)[number];
export const ALERT_LANGUAGES = ['en', 'fr'] as const;

/** Who a network contact is for the liaison (role-screens §7.2). */
export const NETWORK_KINDS = ['Beekeeper', 'Bystander', 'PesticideUser'] as const;
export type NetworkKind = (typeof NETWORK_KINDS)[number];

const E164 = /^\+[1-9]\d{6,14}$/;

/** A contact's spray-alert preferences as the liaison and the contact see them. */
export const AlertPreferences = z.object({
  Channel: z.enum(ALERT_CHANNELS),
  AlertEmail: z.nullable(z.string()),
  Mobile: z.nullable(z.string()),
  Language: z.enum(ALERT_LANGUAGES),
  CallBeforeSpraying: z.boolean(),
  UpdatedAt: z.nullable(z.string()),
});
export type AlertPreferences = z.infer<typeof AlertPreferences>;

/** One change of a contact's preferences made by a liaison, with the member's consent (audited). */
export const PreferenceChange = z.object({
  At: z.string(),
  By: z.string(),
  Fields: z.array(z.string()),
});

/** A contact of the liaison's network (beewatchagent/members): in-domain contact details only. */
export const NetworkMember = z.object({
  UserName: z.string(),
  FullName: z.string(),
  Kinds: z.array(z.enum(NETWORK_KINDS)),
  /** Postcode districts (area units) of their apiaries, home or fields inside the domain. */
  Districts: z.array(z.string()),
  Email: z.nullable(z.string()),
  Phone: z.nullable(z.string()),
  Channel: z.enum(ALERT_CHANNELS),
  AlertEmail: z.nullable(z.string()),
  Apiaries: z.number(),
  Colonies: z.number(),
  Fields: z.number(),
  SchedulesThisSeason: z.number(),
  CallBeforeSpraying: z.boolean(),
});
export type NetworkMember = z.infer<typeof NetworkMember>;

export const MemberList = z.object({
  DomainName: z.string(),
  Units: z.array(z.string()),
  Members: z.array(NetworkMember),
});
export type MemberList = z.infer<typeof MemberList>;

export const MemberQuery = z.object({
  UserName: z.string().check(z.trim(), z.minLength(1), z.maxLength(128)),
});

/** One member with their preferences and the liaison's own notes (beewatchagent/editmember). */
export const MemberDetail = z.object({
  Member: NetworkMember,
  Preferences: AlertPreferences,
  Notes: z.string(),
  Changes: z.array(PreferenceChange),
});
export type MemberDetail = z.infer<typeof MemberDetail>;

const optionalEmail = z.string().check(
  z.trim(),
  z.maxLength(254),
  z.refine((v) => v === '' || z.email().safeParse(v).success, SprayNetMsg.emailInvalid),
);
const optionalMobile = z.string().check(
  z.trim(),
  z.maxLength(20),
  z.refine((v) => v === '' || E164.test(v), SprayNetMsg.mobileInvalid),
);

const prefsFields = {
  Channel: z.enum(ALERT_CHANNELS),
  AlertEmail: optionalEmail,
  Mobile: optionalMobile,
  Language: z.enum(ALERT_LANGUAGES),
  CallBeforeSpraying: z.boolean(),
};

/**
 * Body of beewatchagent/UpdateMemberPreferences: contact preferences only, with consent. An SMS
 * channel needs a mobile here or on the profile (checked by the server, which knows the profile).
 */
export const UpdateMemberPreferencesRequest = z.strictObject({
  UserName: z.string().check(z.trim(), z.minLength(1), z.maxLength(128)),
  ...prefsFields,
  Notes: z.string().check(z.trim(), z.maxLength(500)),
  MemberConsent: z.literal(true, SprayNetMsg.consentRequired),
});
export type UpdateMemberPreferencesRequest = z.input<typeof UpdateMemberPreferencesRequest>;

/** Body of beekeeper/SaveAlertPreferences: the bystander's own preferences. */
export const SaveMyPreferencesRequest = z.strictObject(prefsFields);
export type SaveMyPreferencesRequest = z.input<typeof SaveMyPreferencesRequest>;

/** A spray notification of the domain (beewatchagent/history), with the liaison's figures. */
export const DomainSprayRow = z.object({
  SprayNotificationID: SiteId,
  TreatmentDate: z.string(),
  TimeOfDay: z.number(),
  District: z.string(),
  FieldName: z.string(),
  Product: z.string(),
  /**
   * The crops or situations the sprayed catalogue product is authorised on (its label's uses;
   * a schedule does not record its crop); null for a tank mix or a product not in the catalogue.
   */
  Crop: z.nullable(z.string()),
  /** MAPP (GB/NI) or AMM (FR) number(s) of the catalogue product or of a tank mix's products. */
  AuthorisationNumber: z.nullable(z.string()),
  PesticideType: z.number(),
  /** The bee-hazard light of the product or mix, or estimated from the pesticide type ('type'). */
  BeeHazard: BeeHazard,
  HazardBasis: z.enum(['product', 'type']),
  Status: z.number(),
  Version: z.number(),
  /** Hours between the latest notice and the start of the treatment's time of day (may be negative). */
  NoticeHours: z.number(),
  /** The 48 h notice of the spray liaison schemes was not given. */
  Under48h: z.boolean(),
  /** Beekeepers and bystanders alerted by the latest alerted version. */
  AlertedCount: z.number(),
  /**
   * Of them, beekeepers (an apiary within 10 km) and bystanders (home within 1 km); null for a
   * notification saved before the split was kept.
   */
  BeekeepersAlerted: z.nullable(z.number()),
  BystandersAlerted: z.nullable(z.number()),
  Sent: z.number(),
  Failed: z.number(),
  FarmerUserName: z.string(),
  FarmerName: z.string(),
  UpdatedDate: z.string(),
});
export type DomainSprayRow = z.infer<typeof DomainSprayRow>;

export const SprayHistoryQuery = DayRangeQuery;

/** One send of a spray alert (channel and status); name and address only for contacts in the domain. */
export const SprayDelivery = z.object({
  Channel: z.enum(['email', 'sms', 'inbox']),
  Status: z.string(),
  InDomain: z.boolean(),
  RecipientName: z.nullable(z.string()),
  Address: z.nullable(z.string()),
  Attempts: z.number(),
  UpdatedAt: z.nullable(z.string()),
  Error: z.nullable(z.string()),
});
export type SprayDelivery = z.infer<typeof SprayDelivery>;

export const SprayIdQuery = z.object({ SprayNotificationID: SiteId });

export const SprayDeliveries = z.object({
  Notification: DomainSprayRow,
  Deliveries: z.array(SprayDelivery),
});
export type SprayDeliveries = z.infer<typeof SprayDeliveries>;

export const ResendRequest = z.strictObject({ SprayNotificationID: SiteId });
export const ResendResult = z.object({ Resent: z.number() });

/** Distance bands of the bystander's list (role-screens §6.1), metres. */
export const DISTANCE_BANDS = ['0-250', '250-500', '500-1000'] as const;

/** A spray notification near the bystander: never the field's exact place or the farmer. */
export const NearbySpray = z.object({
  SprayNotificationID: SiteId,
  TreatmentDate: z.string(),
  TimeOfDay: z.number(),
  Band: z.enum(DISTANCE_BANDS),
  /** Eight-point compass direction from the home, e.g. 'NE'. */
  Direction: z.string(),
  Product: z.string(),
  PesticideType: z.number(),
  Status: z.number(),
  /** An approximate centre (≈ 500 m grid), for the map. */
  ApproxLatitude: z.number(),
  ApproxLongitude: z.number(),
  /** When and how this user was alerted about the latest version, if they were. */
  AlertedAt: z.nullable(z.string()),
  AlertChannels: z.array(z.string()),
});
export type NearbySpray = z.infer<typeof NearbySpray>;

export const HomePlace = z.object({
  PostCode: z.string(),
  PlaceName: z.string(),
  ...position,
});

/** beekeeper/bystander: home, sprays within 1 km in the next 14 days, preferences. */
export const BystanderHome = z.object({
  Home: z.nullable(HomePlace),
  RadiusM: z.number(),
  Upcoming: z.array(NearbySpray),
  Preferences: AlertPreferences,
});
export type BystanderHome = z.infer<typeof BystanderHome>;

/** beekeeper/activity: sprays within 1 km of home between two days (at most a year). */
export const ActivityQuery = DayRangeQuery;
export const BystanderActivity = z.object({ Home: z.nullable(HomePlace), Items: z.array(NearbySpray) });
export type BystanderActivity = z.infer<typeof BystanderActivity>;

/** A spray liaison card of pesticide/agent: contact details only for users inside the domain. */
export const LiaisonCard = z.object({
  UserName: z.string(),
  FullName: z.string(),
  Organisation: z.nullable(z.string()),
  Email: z.nullable(z.string()),
  Phone: z.nullable(z.string()),
  DomainName: z.string(),
  /** The user's own area units this liaison covers. */
  CoversYour: z.array(z.string()),
  AreaUnits: z.array(z.string()),
});
export type LiaisonCard = z.infer<typeof LiaisonCard>;

export const LocalCoordinators = z.object({
  /** The area units of the user's post code and fields, as looked up. */
  YourUnits: z.array(z.string()),
  Liaisons: z.array(LiaisonCard),
});
export type LocalCoordinators = z.infer<typeof LocalCoordinators>;

/** Body of pesticide/ReportBeePoisoning: a structured incident message to the liaison. */
export const PoisoningReportRequest = z.strictObject({
  LiaisonUserName: z.string().check(z.trim(), z.minLength(1), z.maxLength(128)),
  IncidentDate: IsoDay,
  Place: z.string().check(z.trim(), z.minLength(1, SprayNetMsg.placeRequired), z.maxLength(200)),
  Product: z.string().check(z.trim(), z.maxLength(100)),
  Description: z.string().check(z.trim(), z.minLength(1, SprayNetMsg.descriptionRequired), z.maxLength(1000)),
});
export type PoisoningReportRequest = z.input<typeof PoisoningReportRequest>;
