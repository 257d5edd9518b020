import * as z from 'zod';
import { position } from './field-schemas.js';
import { DomainUnit } from './domains.js';
import { FlightLine, NestEstimate, hornetOnMapFields } from './sites.js';
import {
  COLLECTION_RADIUS_DEFAULT_KM,
  COLLECTION_RADIUS_MAX_KM,
  COLLECTION_RADIUS_MIN_KM,
  SwarmId,
  SwarmStatusValue,
  SwarmSummary,
  swarmFollowUp,
} from './swarm.js';
import { withTextNumbers } from './text-fields.js';
import { CoordinationMsg } from '../catalogues/coordination.js';

export { CoordinationMsg };

/** Availability of a collector (SwarmReport.org's Do-Not-Disturb). */
export const COLLECTOR_AVAILABILITY = ['Available', 'DoNotDisturb'] as const;
export type CollectorAvailability = (typeof COLLECTOR_AVAILABILITY)[number];
/** How high a collector is willing to work. */
export const MAX_HEIGHTS = ['Ground', 'FirstFloor', 'Ladder', 'Any'] as const;
export const COLLECTOR_STATUSES = ['Active', 'Suspended'] as const;
export type CollectorStatus = (typeof COLLECTOR_STATUSES)[number];

/** Thresholds of the 'needs action' list [role-screens §4.1 proposal]: hours. */
export const NEEDS_ACTION_UNADOPTED_H = 2;
export const NEEDS_ACTION_NO_OUTCOME_H = 48;
/** The swarm map's default period, days (role-screens §4.1). */
export const SWARM_MAP_DEFAULT_DAYS = 14;

/** Why a swarm needs the coordinator. */
export const NeedsAction = z.enum(['Unadopted', 'NoOutcome', 'ReNotifyPending']);
export type NeedsAction = z.infer<typeof NeedsAction>;

/**
 * A swarm of the domain as the coordinator's live map shows it (point = geocoded post code), with
 * the reporter's contact details: the coordinator is one of the two who may see them.
 */
export const CoordinatorSwarm = SwarmSummary.extend({
  ...position,
  Notified: z.boolean(),
  ...swarmFollowUp,
  NeedsAction: NeedsAction.nullable(),
});
export type CoordinatorSwarm = z.infer<typeof CoordinatorSwarm>;

/** A collector on a map: the base district's centroid (never a home address) and radius. */
export const CollectorOnMap = z.object({
  UserName: z.string(),
  Name: z.string(),
  District: z.string(),
  PlaceName: z.string(),
  ...position,
  RadiusKm: z.number(),
  Status: z.enum(COLLECTOR_STATUSES),
  /** Active and not in a Do-Not-Disturb period now. */
  AvailableNow: z.boolean(),
});
export type CollectorOnMap = z.infer<typeof CollectorOnMap>;

/** The KPI strip of the swarm map. Counts of the domain; the season is from 1 March (UTC). */
export const SwarmKpis = z.object({
  NewUnadopted: z.number().int(),
  AwaitingOutcome: z.number().int(),
  SeasonSuccessful: z.number().int(),
  SeasonUnsuccessful: z.number().int(),
  /** Median minutes from report to adoption over the season's adoptions; null without one. */
  MedianAdoptMinutes: z.number().nullable(),
  CollectorsAvailable: z.number().int(),
});
export type SwarmKpis = z.infer<typeof SwarmKpis>;

/** GET beewatchagent/SwarmMapData query: the period in days (default 14). */
export const SwarmMapQuery = z.object({
  Days: z.coerce.number().int().min(1).max(365).default(SWARM_MAP_DEFAULT_DAYS),
});

/** The live swarm map: the domain, its swarms of the period, its collectors, KPIs. */
export const SwarmMapData = z.object({
  DomainName: z.string(),
  Units: z.array(DomainUnit),
  Swarms: z.array(CoordinatorSwarm),
  Collectors: z.array(CollectorOnMap),
  Kpis: SwarmKpis,
});
export type SwarmMapData = z.infer<typeof SwarmMapData>;

/** POST beewatchagent/ReNotifySwarm body. */
export const ReNotifySwarmRequest = z.strictObject({ SwarmID: SwarmId });
/** POST beewatchagent/AssignSwarm body: send the swarm to one named collector. */
export const AssignSwarmRequest = z.strictObject({
  SwarmID: SwarmId,
  UserName: z.string().trim().min(1, CoordinationMsg.enterUser).max(128),
});

/** Coverage of one area unit of the domain by active collectors. */
export const UnitCoverage = DomainUnit.extend({
  /** User names of the active collectors whose area covers the unit's centroid. */
  Collectors: z.array(z.string()),
  SeasonReports: z.number().int(),
  SeasonUnadopted: z.number().int(),
});
export type UnitCoverage = z.infer<typeof UnitCoverage>;

/** GET beewatchagent/SwarmCoverage. */
export const SwarmCoverage = z.object({
  DomainName: z.string(),
  Units: z.array(UnitCoverage),
  Collectors: z.array(CollectorOnMap),
});
export type SwarmCoverage = z.infer<typeof SwarmCoverage>;

/** A collector's season figures (from 1 March UTC, reports of the domain). */
export const CollectorSeason = z.object({
  Alerts: z.number().int(),
  Adopted: z.number().int(),
  Successful: z.number().int(),
  UnsuccessfulOrAbandoned: z.number().int(),
});

/**
 * What a coordinator records about a collector (role-screens §4.3–§4.5): availability,
 * experience and checks, suspension and notes. The server stores it beside the collector's area.
 */
export const CollectorRecord = z.object({
  Availability: z.enum(COLLECTOR_AVAILABILITY),
  /** yyyy-mm-dd: the last day of a Do-Not-Disturb period. */
  DndUntil: z.string().nullable(),
  MaxHeight: z.enum(MAX_HEIGHTS),
  ExperienceYears: z.number().int(),
  BbkaBasic: z.boolean(),
  EquipmentConfirmed: z.boolean(),
  BbkaApproved: z.boolean(),
  InsurancePolicyNumber: z.string(),
  MembershipVerified: z.boolean(),
  MembershipVerifiedOn: z.string().nullable(),
  PublicPhone: z.string(),
  Consent: z.boolean(),
  Notes: z.string(),
  Status: z.enum(COLLECTOR_STATUSES),
  SuspendReason: z.string(),
});
export type CollectorRecord = z.infer<typeof CollectorRecord>;

/**
 * What a coordinator records of a collector no coordinator has edited yet (role-screens §4.3):
 * Available, ground-level swarms only, no experience or checks recorded. The coordinator's add
 * form starts from it.
 */
export const DEFAULT_COLLECTOR_DETAILS = {
  Availability: 'Available',
  DndUntil: null,
  MaxHeight: 'Ground',
  ExperienceYears: 0,
  BbkaBasic: false,
  EquipmentConfirmed: false,
  BbkaApproved: false,
  InsurancePolicyNumber: '',
  MembershipVerified: false,
  MembershipVerifiedOn: null,
  PublicPhone: '',
  Consent: false,
  Notes: '',
} as const satisfies Omit<CollectorRecord, 'Status' | 'SuspendReason'>;

/** The record the server answers for a collector without a member item: the details above, Active. */
export const DEFAULT_COLLECTOR_RECORD: CollectorRecord = {
  ...DEFAULT_COLLECTOR_DETAILS,
  Status: 'Active',
  SuspendReason: '',
};

/** A swarm collector as the coordinator lists and edits them (phone and email: the coordinator only). */
export const SwarmCollector = CollectorRecord.extend({
  UserName: z.string(),
  Name: z.string(),
  Email: z.string(),
  Phone: z.string().nullable(),
  PostCode: z.string(),
  District: z.string(),
  PlaceName: z.string(),
  RadiusKm: z.number(),
  Insured: z.boolean(),
  AvailableNow: z.boolean(),
  Season: CollectorSeason,
  LastActive: z.string().nullable(),
  UpdatedAt: z.string().nullable(),
});
export type SwarmCollector = z.infer<typeof SwarmCollector>;

const text = (max: number) => z.string().trim().max(max, 'This text is too long');
const yyyyMmDd = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter a date');

/** The fields a coordinator sets on a collector (addmember, editmember). */
const collectorFieldShape = {
  PostCode: z.string('Please enter Post Code').trim().min(1, 'Please enter Post Code').max(12),
  RadiusKm: z
    .number('Radius must be between 1 and 10 km')
    .int('Radius must be between 1 and 10 km')
    .min(COLLECTION_RADIUS_MIN_KM, 'Radius must be between 1 and 10 km')
    .max(COLLECTION_RADIUS_MAX_KM, 'Radius must be between 1 and 10 km')
    .default(COLLECTION_RADIUS_DEFAULT_KM),
  Availability: z.enum(COLLECTOR_AVAILABILITY).default('Available'),
  DndUntil: yyyyMmDd.nullish(),
  MaxHeight: z.enum(MAX_HEIGHTS).default('Ground'),
  ExperienceYears: z.number().int().min(0).max(80).default(0),
  BbkaBasic: z.boolean().default(false),
  EquipmentConfirmed: z.boolean().default(false),
  BbkaApproved: z.boolean().default(false),
  InsurancePolicyNumber: text(50).default(''),
  MembershipVerified: z.boolean().default(false),
  MembershipVerifiedOn: yyyyMmDd.nullish(),
  PublicPhone: text(20).default(''),
  Consent: z.boolean().default(false),
  Notes: text(500).default(''),
};

const dndNeedsDate = <T extends { Availability: string; DndUntil?: string | null }>(v: T) =>
  v.Availability !== 'DoNotDisturb' || Boolean(v.DndUntil);
/** Where and what both collector forms answer when Do not disturb has no end date. */
const dndNeedsDateError = { message: CoordinationMsg.enterDndUntil, path: ['DndUntil'] };
/** The collector fields the web forms read from text inputs. */
const COLLECTOR_NUMBER_FIELDS = ['RadiusKm', 'ExperienceYears'] as const;
/** The user name a collector is named by in the coordinator's requests. */
const CollectorUserName = z.string().trim().min(1).max(128);

/** POST beewatchagent/AddSwarmCollector: an existing ProfessionalBeeKeeper (user name or email). */
export const AddSwarmCollectorRequest = z
  .strictObject({
    User: z.string(CoordinationMsg.enterUser).trim().min(1, CoordinationMsg.enterUser).max(128),
    ...collectorFieldShape,
  })
  .refine((v) => v.Consent, { message: CoordinationMsg.consentRequired, path: ['Consent'] })
  .refine(dndNeedsDate, dndNeedsDateError);
export type AddSwarmCollectorRequest = z.input<typeof AddSwarmCollectorRequest>;
/** The add form: numbers read from text inputs. */
export const AddSwarmCollectorFields = withTextNumbers(AddSwarmCollectorRequest, COLLECTOR_NUMBER_FIELDS);

/** POST beewatchagent/SaveSwarmCollector: edit a collector (base or radius re-index at once). */
export const SaveSwarmCollectorRequest = z
  .strictObject({
    UserName: CollectorUserName,
    ...collectorFieldShape,
    Status: z.enum(COLLECTOR_STATUSES).default('Active'),
    SuspendReason: text(200).default(''),
  })
  .refine(dndNeedsDate, dndNeedsDateError)
  .refine((v) => v.Status !== 'Suspended' || Boolean(v.SuspendReason), {
    message: CoordinationMsg.enterReason,
    path: ['SuspendReason'],
  });
export type SaveSwarmCollectorRequest = z.input<typeof SaveSwarmCollectorRequest>;
export const SaveSwarmCollectorFields = withTextNumbers(SaveSwarmCollectorRequest, COLLECTOR_NUMBER_FIELDS);

/** POST beewatchagent/SetSwarmCollectorStatus: suspend (with a reason) or reactivate. */
export const SetCollectorStatusRequest = z
  .strictObject({
    UserName: CollectorUserName,
    Status: z.enum(COLLECTOR_STATUSES),
    Reason: text(200).default(''),
  })
  .refine((v) => v.Status !== 'Suspended' || Boolean(v.Reason), {
    message: CoordinationMsg.enterReason,
    path: ['Reason'],
  });

/** Body naming one collector (remove from the list). */
export const CollectorUserRequest = z.strictObject({ UserName: z.string().trim().min(1).max(128) });
/** Query of GetSwarmCollector. */
export const CollectorUserQuery = z.object({ UserName: z.string().trim().min(1).max(128) });

/** POST beewatchagent/InviteSwarmCollector: an access code for role ProfessionalBeeKeeper. */
export const InviteCollectorRequest = z.strictObject({
  Email: z.string().trim().max(200).email('Please enter a valid email').or(z.literal('')).default(''),
});
/** The invitation: the code to give and until when it works. */
export const CollectorInvite = z.object({ AccessCode: z.string(), ExpiryDate: z.string() });

/** Season filters of swarmnotimap. Dates yyyy-mm-dd (UTC days, inclusive). */
export const SwarmSeasonQuery = z
  .object({
    From: yyyyMmDd,
    To: yyyyMmDd,
    Status: z
      .string()
      .regex(/^[1-7](,[1-7])*$/)
      .optional(),
    TypeOption: z.coerce.number().int().min(1).max(3).optional(),
    BeeOption: z.coerce.number().int().min(1).max(2).optional(),
    Collector: z.string().trim().max(128).optional(),
  })
  .refine((v) => v.From <= v.To, { message: CoordinationMsg.dateRange, path: ['To'] });

/** A season report for analysis and export: no personal data of the reporter (district level). */
export const SeasonSwarm = z.object({
  SwarmID: z.string(),
  CreatedAt: z.string(),
  District: z.string(),
  PlaceName: z.string(),
  ...position,
  TypeOption: z.number().int(),
  BeeOption: z.number().int(),
  Status: SwarmStatusValue,
  AdoptedBy: z.string().nullable(),
});
export type SeasonSwarm = z.infer<typeof SeasonSwarm>;

export const SwarmSeasonData = z.object({
  Swarms: z.array(SeasonSwarm),
  Districts: z.array(z.object({ District: z.string(), PlaceName: z.string(), Count: z.number().int() })),
});
export type SwarmSeasonData = z.infer<typeof SwarmSeasonData>;

/** hornetpath filters: dates yyyy-mm-dd, category optional. */
export const DomainHornetQuery = z
  .object({ From: yyyyMmDd, To: yyyyMmDd, CategoryID: z.string().max(64).optional() })
  .refine((v) => v.From <= v.To, { message: CoordinationMsg.dateRange, path: ['To'] });

/** A hornet record of the domain: position, date, category, the source's first name only. */
export const DomainHornet = z.object({
  ...hornetOnMapFields,
  CategoryID: z.string(),
  District: z.string(),
  SourceFirstName: z.string(),
});
export type DomainHornet = z.infer<typeof DomainHornet>;

export const DomainHornetData = z.object({
  Units: z.array(DomainUnit),
  Hornets: z.array(DomainHornet),
  Lines: z.array(FlightLine),
  Estimates: z.array(NestEstimate),
  Categories: z.array(z.object({ CategoryID: z.string(), CategoryName: z.string() })),
});
export type DomainHornetData = z.infer<typeof DomainHornetData>;
