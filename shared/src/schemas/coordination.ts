import * as z from 'zod/mini';
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
export const CoordinatorSwarm = z.extend(SwarmSummary, {
  ...position,
  Notified: z.boolean(),
  ...swarmFollowUp,
  NeedsAction: z.nullable(NeedsAction),
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
  NewUnadopted: z.number().check(z.int()),
  AwaitingOutcome: z.number().check(z.int()),
  SeasonSuccessful: z.number().check(z.int()),
  SeasonUnsuccessful: z.number().check(z.int()),
  /** Median minutes from report to adoption over the season's adoptions; null without one. */
  MedianAdoptMinutes: z.nullable(z.number()),
  CollectorsAvailable: z.number().check(z.int()),
});
export type SwarmKpis = z.infer<typeof SwarmKpis>;

/** GET beewatchagent/SwarmMapData query: the period in days (default 14). */
export const SwarmMapQuery = z.object({
  Days: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(365)), SWARM_MAP_DEFAULT_DAYS),
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
  UserName: z.string().check(z.trim(), z.minLength(1, CoordinationMsg.enterUser), z.maxLength(128)),
});

/** Coverage of one area unit of the domain by active collectors. */
export const UnitCoverage = z.extend(DomainUnit, {
  /** User names of the active collectors whose area covers the unit's centroid. */
  Collectors: z.array(z.string()),
  SeasonReports: z.number().check(z.int()),
  SeasonUnadopted: z.number().check(z.int()),
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
  Alerts: z.number().check(z.int()),
  Adopted: z.number().check(z.int()),
  Successful: z.number().check(z.int()),
  UnsuccessfulOrAbandoned: z.number().check(z.int()),
});

/**
 * What a coordinator records about a collector (role-screens §4.3–§4.5): availability,
 * experience and checks, suspension and notes. The server stores it beside the collector's area.
 */
export const CollectorRecord = z.object({
  Availability: z.enum(COLLECTOR_AVAILABILITY),
  /** yyyy-mm-dd: the last day of a Do-Not-Disturb period. */
  DndUntil: z.nullable(z.string()),
  MaxHeight: z.enum(MAX_HEIGHTS),
  ExperienceYears: z.number().check(z.int()),
  BbkaBasic: z.boolean(),
  EquipmentConfirmed: z.boolean(),
  BbkaApproved: z.boolean(),
  InsurancePolicyNumber: z.string(),
  MembershipVerified: z.boolean(),
  MembershipVerifiedOn: z.nullable(z.string()),
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
export const SwarmCollector = z.extend(CollectorRecord, {
  UserName: z.string(),
  Name: z.string(),
  Email: z.string(),
  Phone: z.nullable(z.string()),
  PostCode: z.string(),
  District: z.string(),
  PlaceName: z.string(),
  RadiusKm: z.number(),
  Insured: z.boolean(),
  AvailableNow: z.boolean(),
  Season: CollectorSeason,
  LastActive: z.nullable(z.string()),
  UpdatedAt: z.nullable(z.string()),
});
export type SwarmCollector = z.infer<typeof SwarmCollector>;

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, 'This text is too long'));
const yyyyMmDd = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, CoordinationMsg.enterDate));

/** The fields a coordinator sets on a collector (addmember, editmember). */
const collectorFieldShape = {
  PostCode: z
    .string('Please enter Post Code')
    .check(z.trim(), z.minLength(1, 'Please enter Post Code'), z.maxLength(12)),
  RadiusKm: z._default(
    z
      .number('Radius must be between 1 and 10 km')
      .check(
        z.int('Radius must be between 1 and 10 km'),
        z.gte(COLLECTION_RADIUS_MIN_KM, 'Radius must be between 1 and 10 km'),
        z.lte(COLLECTION_RADIUS_MAX_KM, 'Radius must be between 1 and 10 km'),
      ),
    COLLECTION_RADIUS_DEFAULT_KM,
  ),
  Availability: z._default(z.enum(COLLECTOR_AVAILABILITY), 'Available'),
  DndUntil: z.nullish(yyyyMmDd),
  MaxHeight: z._default(z.enum(MAX_HEIGHTS), 'Ground'),
  ExperienceYears: z._default(z.number().check(z.int(), z.gte(0), z.lte(80)), 0),
  BbkaBasic: z._default(z.boolean(), false),
  EquipmentConfirmed: z._default(z.boolean(), false),
  BbkaApproved: z._default(z.boolean(), false),
  InsurancePolicyNumber: z._default(text(50), ''),
  MembershipVerified: z._default(z.boolean(), false),
  MembershipVerifiedOn: z.nullish(yyyyMmDd),
  PublicPhone: z._default(text(20), ''),
  Consent: z._default(z.boolean(), false),
  Notes: z._default(text(500), ''),
};

const dndNeedsDate = <T extends { Availability: string; DndUntil?: string | null }>(v: T) =>
  v.Availability !== 'DoNotDisturb' || Boolean(v.DndUntil);
/** Where and what both collector forms answer when Do not disturb has no end date. */
const dndNeedsDateError = { message: CoordinationMsg.enterDndUntil, path: ['DndUntil'] };
/** The collector fields the web forms read from text inputs. */
const COLLECTOR_NUMBER_FIELDS = ['RadiusKm', 'ExperienceYears'] as const;
/** The user name a collector is named by in the coordinator's requests. */
const CollectorUserName = z.string().check(z.trim(), z.minLength(1), z.maxLength(128));

/** POST beewatchagent/AddSwarmCollector: an existing ProfessionalBeeKeeper (user name or email). */
export const AddSwarmCollectorRequest = z
  .strictObject({
    User: z
      .string(CoordinationMsg.enterUser)
      .check(z.trim(), z.minLength(1, CoordinationMsg.enterUser), z.maxLength(128)),
    ...collectorFieldShape,
  })
  .check(
    z.refine((v) => v.Consent, { message: CoordinationMsg.consentRequired, path: ['Consent'] }),
    z.refine(dndNeedsDate, dndNeedsDateError),
  );
export type AddSwarmCollectorRequest = z.input<typeof AddSwarmCollectorRequest>;
/** The add form: numbers read from text inputs. */
export const AddSwarmCollectorFields = withTextNumbers(AddSwarmCollectorRequest, COLLECTOR_NUMBER_FIELDS);

/** POST beewatchagent/SaveSwarmCollector: edit a collector (base or radius re-index at once). */
export const SaveSwarmCollectorRequest = z
  .strictObject({
    UserName: CollectorUserName,
    ...collectorFieldShape,
    Status: z._default(z.enum(COLLECTOR_STATUSES), 'Active'),
    SuspendReason: z._default(text(200), ''),
  })
  .check(
    z.refine(dndNeedsDate, dndNeedsDateError),
    z.refine((v) => v.Status !== 'Suspended' || Boolean(v.SuspendReason), {
      message: CoordinationMsg.enterReason,
      path: ['SuspendReason'],
    }),
  );
export type SaveSwarmCollectorRequest = z.input<typeof SaveSwarmCollectorRequest>;
export const SaveSwarmCollectorFields = withTextNumbers(SaveSwarmCollectorRequest, COLLECTOR_NUMBER_FIELDS);

/** POST beewatchagent/SetSwarmCollectorStatus: suspend (with a reason) or reactivate. */
export const SetCollectorStatusRequest = z
  .strictObject({
    UserName: CollectorUserName,
    Status: z.enum(COLLECTOR_STATUSES),
    Reason: z._default(text(200), ''),
  })
  .check(
    z.refine((v) => v.Status !== 'Suspended' || Boolean(v.Reason), {
      message: CoordinationMsg.enterReason,
      path: ['Reason'],
    }),
  );

/** Body naming one collector (remove from the list). */
export const CollectorUserRequest = z.strictObject({
  UserName: z.string().check(z.trim(), z.minLength(1), z.maxLength(128)),
});
/** Query of GetSwarmCollector. */
export const CollectorUserQuery = z.object({
  UserName: z.string().check(z.trim(), z.minLength(1), z.maxLength(128)),
});

/** POST beewatchagent/InviteSwarmCollector: an access code for role ProfessionalBeeKeeper. */
export const InviteCollectorRequest = z.strictObject({
  Email: z._default(
    z.union([
      z.string().check(z.trim(), z.maxLength(200), z.email(CoordinationMsg.validEmail)),
      z.literal(''),
    ]),
    '',
  ),
});
/** The invitation: the code to give and until when it works. */
export const CollectorInvite = z.object({ AccessCode: z.string(), ExpiryDate: z.string() });

/** Season filters of swarmnotimap. Dates yyyy-mm-dd (UTC days, inclusive). */
export const SwarmSeasonQuery = z
  .object({
    From: yyyyMmDd,
    To: yyyyMmDd,
    Status: z.optional(z.string().check(z.regex(/^[1-7](,[1-7])*$/))),
    TypeOption: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(3))),
    BeeOption: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(2))),
    Collector: z.optional(z.string().check(z.trim(), z.maxLength(128))),
  })
  .check(z.refine((v) => v.From <= v.To, { message: CoordinationMsg.dateRange, path: ['To'] }));

/** A season report for analysis and export: no personal data of the reporter (district level). */
export const SeasonSwarm = z.object({
  SwarmID: z.string(),
  CreatedAt: z.string(),
  District: z.string(),
  PlaceName: z.string(),
  ...position,
  TypeOption: z.number().check(z.int()),
  BeeOption: z.number().check(z.int()),
  Status: SwarmStatusValue,
  AdoptedBy: z.nullable(z.string()),
});
export type SeasonSwarm = z.infer<typeof SeasonSwarm>;

export const SwarmSeasonData = z.object({
  Swarms: z.array(SeasonSwarm),
  Districts: z.array(
    z.object({ District: z.string(), PlaceName: z.string(), Count: z.number().check(z.int()) }),
  ),
});
export type SwarmSeasonData = z.infer<typeof SwarmSeasonData>;

/** hornetpath filters: dates yyyy-mm-dd, category optional. */
export const DomainHornetQuery = z
  .object({ From: yyyyMmDd, To: yyyyMmDd, CategoryID: z.optional(z.string().check(z.maxLength(64))) })
  .check(z.refine((v) => v.From <= v.To, { message: CoordinationMsg.dateRange, path: ['To'] }));

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
