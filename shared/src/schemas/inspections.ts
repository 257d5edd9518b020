import * as z from 'zod/mini';
import { preprocess } from './text-fields.js';
import { position } from './field-schemas.js';
import { EXPORT_MAX_ROWS } from '../constants.js';
import { IsoDay, Latitude, Longitude, SiteId } from './sites.js';
import { COLONY_ROWS_MAX, FRAMES_OF_BEES_MAX, InspectionMsg } from '../catalogues/inspections.js';

export { COLONY_ROWS_MAX, FRAMES_OF_BEES_MAX, InspectionMsg };

/**
 * Statutory bee inspections (role-screens §0.2, §8.1, §8.3): what an inspector records at an
 * apiary under the Bee Diseases and Pests Control (England) Order 2006 (SI 2006/342) — the
 * notifiable diseases American and European foulbrood (AFB, EFB) and the notifiable pests small
 * hive beetle (SHB) and Tropilaelaps — with the National Bee Unit's practice: reasons for a visit,
 * lateral-flow field tests (LFD), samples to the laboratory, Standstill Notices (art. 6),
 * destruction or treatment notices (art. 7) and the per-county statistics.
 */

/** Radius of the tracing list and of the beekeepers told of a case (NBU: every apiary within 3 km). */
export const CASE_RADIUS_M = 3_000;
/** A confirmed case counts (map, tracing, beekeepers' alert band) for a year after the visit (ours). */
export const CASE_ACTIVE_DAYS = 365;
/** An apiary not inspected for this long is overdue (ours: NBU programmes revisit within about two years). */
export const OVERDUE_AFTER_DAYS = 730;
/** Most inspections one history request returns (spec §9: exports up to 10,000 rows). */
export const INSPECTION_LIST_MAX = EXPORT_MAX_ROWS;

/** Why the inspector visits (NBU pages; simplebees; HL14848). */
export const INSPECTION_REASONS = [
  'Routine',
  'Tracing',
  'BeekeeperRequest',
  'ExoticPestSurveillance',
  'ImportCheck',
  'FollowUp',
  'Advisory',
] as const;
export const InspectionReason = z.enum(INSPECTION_REASONS, 'Please select the reason for the visit');
export type InspectionReason = z.infer<typeof InspectionReason>;

/**
 * A foulbrood finding: none, suspected on sight, confirmed by the field test kit (lateral-flow
 * device) or by the laboratory. SI 2006/342 art. 7 treats either confirmation as confirmed.
 */
export const FOULBROOD_STATUSES = ['None', 'Suspected', 'LfdPositive', 'LabConfirmed'] as const;
export const FoulbroodStatus = z.enum(FOULBROOD_STATUSES);
export type FoulbroodStatus = z.infer<typeof FoulbroodStatus>;
/** Whether a finding is a confirmed case (field test or laboratory). */
export const isConfirmed = (s: FoulbroodStatus) => s === 'LfdPositive' || s === 'LabConfirmed';

export const VARROA_LEVELS = ['None', 'Low', 'Medium', 'High'] as const;
export const VarroaLevel = z.enum(VARROA_LEVELS);

/** Other findings (BEEP taxonomy `disorder › type`). */
export const OTHER_FINDINGS = [
  'Chalkbrood',
  'Sacbrood',
  'Nosema',
  'ChronicBeeParalysis',
  'WaxMoth',
  'Starvation',
  'Queenless',
  'DroneLaying',
] as const;
export const OtherFinding = z.enum(OTHER_FINDINGS);

export const SAMPLE_TYPES = ['Larvae', 'Comb', 'AdultBees'] as const;
export const SampleType = z.enum(SAMPLE_TYPES);

/** What the laboratory said of a sample. */
export const LAB_RESULTS = ['Pending', 'Negative', 'AFB', 'EFB', 'Other'] as const;
export const LabResult = z.enum(LAB_RESULTS, InspectionMsg.labResultRequired);
export type LabResult = z.infer<typeof LabResult>;

/** The outcome, derived from the findings by the server (ours: it can never disagree with them). */
export const INSPECTION_OUTCOMES = ['Clear', 'DiseaseFound', 'PestFound', 'AwaitingLab'] as const;
export const InspectionOutcome = z.enum(INSPECTION_OUTCOMES);
export type InspectionOutcome = z.infer<typeof InspectionOutcome>;

export const INSPECTION_STATUSES = ['Open', 'Closed'] as const;
export const InspectionStatus = z.enum(INSPECTION_STATUSES);

/** Brood pattern of one colony (BEEP taxonomy `bee_colony › brood › pattern`; NBU practice). */
export const BROOD_PATTERNS = ['Good', 'Patchy', 'Poor', 'None'] as const;
export const BroodPattern = z.enum(BROOD_PATTERNS);
/** Food stores of one colony (BEEP `food › stock`, as an inspector judges it on the frames). */
export const STORES_LEVELS = ['Adequate', 'Low', 'Critical'] as const;
export const StoresLevel = z.enum(STORES_LEVELS);

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const count = z.number().check(z.int(), z.gte(0), z.lte(1000));
const day = IsoDay;
const HHMM = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, InspectionMsg.invalidTime));

/**
 * One colony looked at during the visit (role-screens §0.2 per-colony rows): a colony of the
 * apiary by id (as its QR label names it) or, for an unlabelled hive, the hive's name as written
 * on it; queen and eggs seen; brood pattern; frames covered by bees; stores. For a colony given
 * by id the server checks it belongs to the inspected apiary and takes its name.
 */
export const InspectionColonyRow = z
  .strictObject({
    ColonyID: z.nullable(SiteId),
    HiveName: text(60),
    QueenSeen: z.boolean(),
    EggsSeen: z.boolean(),
    BroodPattern: z.enum(BROOD_PATTERNS, InspectionMsg.broodPatternRequired),
    FramesOfBees: z
      .number(InspectionMsg.framesRange)
      .check(
        z.int(InspectionMsg.framesRange),
        z.gte(0, InspectionMsg.framesRange),
        z.lte(FRAMES_OF_BEES_MAX, InspectionMsg.framesRange),
      ),
    Stores: z.enum(STORES_LEVELS, InspectionMsg.storesRequired),
  })
  .check(
    z.refine((r) => r.ColonyID !== null || r.HiveName !== '', {
      message: InspectionMsg.colonyOrHiveRequired,
      path: ['HiveName'],
    }),
  );
export type InspectionColonyRow = z.output<typeof InspectionColonyRow>;

/**
 * The exotic pest and virus checks of a visit: small hive beetle and Tropilaelaps (checked,
 * found), the Varroa level, and the virus and resistance signs, as entered and as stored.
 */
const pestChecks = {
  ShbChecked: z.boolean(),
  ShbFound: z.boolean(),
  TropilaelapsChecked: z.boolean(),
  TropilaelapsFound: z.boolean(),
  VarroaLevel,
  DeformedWingVirus: z.boolean(),
  ParasiticMiteSyndrome: z.boolean(),
  PyrethroidResistance: z.boolean(),
};

/**
 * Body of inspector/SaveHiveInspection (spec §7.3; fields of role-screens §0.2): a new inspection
 * (no InspectionID) or an edit of one. Counts are colonies; dates yyyy-mm-dd; the GPS reading is
 * WGS84 degrees taken on site (null when none was taken). EditReason is required to change a
 * Closed record and kept with the record's edits.
 */
export const InspectionInput = z
  .strictObject({
    InspectionID: z.nullish(SiteId),
    ApiaryID: SiteId,
    VisitDate: day,
    VisitTime: z.nullish(HHMM),
    GpsLatitude: z.nullable(Latitude),
    GpsLongitude: z.nullable(Longitude),
    Reason: InspectionReason,
    BeekeeperPresent: z.boolean(),
    /** Met Office significant-weather code (role-screens §0.1), -1 for not available. */
    WeatherCode: z.nullable(z.number().check(z.int(), z.gte(-1), z.lte(30))),
    TemperatureC: z.nullable(z.number().check(z.gte(-30), z.lte(50))),
    ColoniesInApiary: count,
    ColoniesInspected: count,
    AfbStatus: FoulbroodStatus,
    AfbColonies: count,
    EfbStatus: FoulbroodStatus,
    EfbColonies: count,
    ...pestChecks,
    OtherFindings: z.array(OtherFinding).check(z.maxLength(OTHER_FINDINGS.length)),
    AsianHornetSeen: z.boolean(),
    SampleTaken: z.boolean(),
    SampleRef: text(40),
    SampleType: z.nullable(SampleType),
    LabResult: z.nullable(LabResult),
    LabResultDate: z.nullable(day),
    StandstillServed: z.boolean(),
    StandstillServedDate: z.nullable(day),
    StandstillServedOn: text(100),
    ColoniesDestroyed: count,
    ColoniesShookSwarmed: count,
    ColoniesTreated: count,
    Advice: text(1000),
    TreatmentAdvised: text(200),
    FollowUpDue: z.nullable(day),
    Status: InspectionStatus,
    EditReason: z.nullish(text(250)),
    /** Optional per-colony rows, at most one per colony inspected. */
    ColonyRows: z._default(
      z.array(InspectionColonyRow).check(z.maxLength(COLONY_ROWS_MAX, InspectionMsg.colonyRowsTooMany)),
      [],
    ),
  })
  .check(
    z.superRefine((v, ctx) => {
      const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (v.ColoniesInspected > v.ColoniesInApiary)
        fail('ColoniesInspected', InspectionMsg.inspectedMoreThanKept);
      if (v.ColonyRows.length > v.ColoniesInspected)
        fail('ColonyRows', InspectionMsg.colonyRowsMoreThanInspected);
      const seen = new Set<string>();
      v.ColonyRows.forEach((r, n) => {
        if (!r.ColonyID) return;
        if (seen.has(r.ColonyID))
          ctx.addIssue({
            code: 'custom',
            path: ['ColonyRows', n, 'ColonyID'],
            message: InspectionMsg.colonyTwice,
          });
        seen.add(r.ColonyID);
      });
      for (const [status, colonies, key] of [
        [v.AfbStatus, v.AfbColonies, 'AfbColonies'],
        [v.EfbStatus, v.EfbColonies, 'EfbColonies'],
      ] as const) {
        if (colonies > v.ColoniesInspected) fail(key, InspectionMsg.affectedMoreThanInspected);
        else if (status === 'None' && colonies > 0) fail(key, InspectionMsg.affectedWithoutFinding);
      }
      if (v.ShbFound && !v.ShbChecked) fail('ShbFound', InspectionMsg.foundNotChecked);
      if (v.TropilaelapsFound && !v.TropilaelapsChecked)
        fail('TropilaelapsFound', InspectionMsg.foundNotChecked);
      if (v.SampleTaken) {
        if (!v.SampleRef) fail('SampleRef', InspectionMsg.sampleRefRequired);
        if (!v.SampleType) fail('SampleType', InspectionMsg.sampleTypeRequired);
        if (v.LabResult && v.LabResult !== 'Pending' && !v.LabResultDate)
          fail('LabResultDate', InspectionMsg.labResultDateRequired);
      }
      if (v.StandstillServed) {
        if (!v.StandstillServedDate) fail('StandstillServedDate', InspectionMsg.standstillDateRequired);
        if (!v.StandstillServedOn) fail('StandstillServedOn', InspectionMsg.standstillServedOnRequired);
      }
      if (v.FollowUpDue && v.FollowUpDue < v.VisitDate)
        fail('FollowUpDue', InspectionMsg.followUpBeforeVisit);
      if ((v.GpsLatitude === null) !== (v.GpsLongitude === null)) fail('GpsLongitude', 'Invalid coordinates');
    }),
  );
export type InspectionInput = z.input<typeof InspectionInput>;

/** The fields of a new inspection body (no id, no edit reason). */
export type InspectionBody = Omit<
  z.output<typeof InspectionInput>,
  'InspectionID' | 'EditReason' | 'VisitTime'
> & {
  VisitTime: string | null;
};

/**
 * A routine visit with nothing found — every disease 'None', the notifiable pests checked and not
 * found, no sample, notice or colony row — at `apiaryId` on `visitDate` (yyyy-mm-dd), with
 * `colonies` kept and inspected. The inspection form starts from it; demo data and tests vary it
 * with `over`.
 */
export function clearInspection(
  apiaryId: string,
  visitDate: string,
  colonies: number,
  over: Partial<InspectionBody> = {},
): InspectionBody {
  return {
    ApiaryID: apiaryId,
    VisitDate: visitDate,
    VisitTime: null,
    GpsLatitude: null,
    GpsLongitude: null,
    Reason: 'Routine',
    BeekeeperPresent: false,
    WeatherCode: null,
    TemperatureC: null,
    ColoniesInApiary: colonies,
    ColoniesInspected: colonies,
    AfbStatus: 'None',
    AfbColonies: 0,
    EfbStatus: 'None',
    EfbColonies: 0,
    ShbChecked: true,
    ShbFound: false,
    TropilaelapsChecked: true,
    TropilaelapsFound: false,
    VarroaLevel: 'None',
    DeformedWingVirus: false,
    ParasiticMiteSyndrome: false,
    PyrethroidResistance: false,
    OtherFindings: [],
    AsianHornetSeen: false,
    SampleTaken: false,
    SampleRef: '',
    SampleType: null,
    LabResult: null,
    LabResultDate: null,
    StandstillServed: false,
    StandstillServedDate: null,
    StandstillServedOn: '',
    ColoniesDestroyed: 0,
    ColoniesShookSwarmed: 0,
    ColoniesTreated: 0,
    Advice: '',
    TreatmentAdvised: '',
    FollowUpDue: null,
    Status: 'Open',
    ColonyRows: [],
    ...over,
  };
}

const emptyToNull = (v: unknown) => (v === '' || v === undefined ? null : v);
const textNumber = (v: unknown) => (typeof v === 'string' ? (v.trim() === '' ? null : Number(v)) : v);
/**
 * The inspection form: number fields read from their inputs' text (an empty optional number is
 * null), empty selects and dates null; every rule is the body's own.
 */
const inspectionFormShape = {
  GpsLatitude: preprocess(textNumber, z.nullable(Latitude)),
  GpsLongitude: preprocess(textNumber, z.nullable(Longitude)),
  WeatherCode: preprocess(textNumber, z.nullable(z.number().check(z.int(), z.gte(-1), z.lte(30)))),
  TemperatureC: preprocess(textNumber, z.nullable(z.number().check(z.gte(-30), z.lte(50)))),
  ColoniesInApiary: preprocess((v) => textNumber(v) ?? 0, count),
  ColoniesInspected: preprocess((v) => textNumber(v) ?? 0, count),
  AfbColonies: preprocess((v) => textNumber(v) ?? 0, count),
  EfbColonies: preprocess((v) => textNumber(v) ?? 0, count),
  ColoniesDestroyed: preprocess((v) => textNumber(v) ?? 0, count),
  ColoniesShookSwarmed: preprocess((v) => textNumber(v) ?? 0, count),
  ColoniesTreated: preprocess((v) => textNumber(v) ?? 0, count),
  SampleType: preprocess(emptyToNull, z.nullable(SampleType)),
  LabResult: preprocess(emptyToNull, z.nullable(LabResult)),
  LabResultDate: preprocess(emptyToNull, z.nullable(day)),
  StandstillServedDate: preprocess(emptyToNull, z.nullable(day)),
  FollowUpDue: preprocess(emptyToNull, z.nullable(day)),
  VisitTime: preprocess(emptyToNull, z.nullish(HHMM)),
  VisitDate: z.pipe(z.string().check(z.minLength(1, InspectionMsg.visitDateRequired)), day),
  ColonyRows: z._default(
    z
      .array(
        preprocess(
          (r) =>
            r && typeof r === 'object'
              ? {
                  ...r,
                  ColonyID: emptyToNull((r as { ColonyID?: unknown }).ColonyID),
                  FramesOfBees: textNumber((r as { FramesOfBees?: unknown }).FramesOfBees),
                }
              : r,
          InspectionColonyRow,
        ),
      )
      .check(z.maxLength(COLONY_ROWS_MAX, InspectionMsg.colonyRowsTooMany)),
    [],
  ),
};
// safeExtend keeps the body's refinements; its shape check cannot follow the preprocessed fields.
export const InspectionFields = z.safeExtend(
  InspectionInput,
  inspectionFormShape as never,
) as unknown as typeof InspectionInput;

/** A colony of the inspected apiary, as the inspector picks it for a per-colony row. */
export const ApiaryColony = z.object({
  ColonyID: SiteId,
  Name: z.string(),
  Status: z.enum(['Active', 'Dead', 'United', 'Sold']),
  /** Whether a QR label is linked to it (its token stays with the keeper). */
  Labelled: z.boolean(),
});
export type ApiaryColony = z.infer<typeof ApiaryColony>;

/** One change of a Closed record: who, when (ISO 8601) and why. */
export const InspectionEdit = z.object({ At: z.string(), By: z.string(), Reason: z.string() });

/** An inspection as the API returns it: the input plus the apiary, keeper, outcome and notices. */
export const Inspection = z.object({
  InspectionID: SiteId,
  ApiaryID: SiteId,
  ApiaryName: z.string(),
  AreaUnit: z.string(),
  County: z.string(),
  ApiaryLatitude: z.number(),
  ApiaryLongitude: z.number(),
  BeekeeperUserName: z.string(),
  /** The keeper's full name, added to history lists from the profile (not stored). */
  BeekeeperName: z.optional(z.string()),
  InspectorUserName: z.string(),
  VisitDate: z.string(),
  VisitTime: z.nullable(z.string()),
  GpsLatitude: z.nullable(z.number()),
  GpsLongitude: z.nullable(z.number()),
  Reason: InspectionReason,
  BeekeeperPresent: z.boolean(),
  WeatherCode: z.nullable(z.number()),
  TemperatureC: z.nullable(z.number()),
  ColoniesInApiary: z.number(),
  ColoniesInspected: z.number(),
  AfbStatus: FoulbroodStatus,
  AfbColonies: z.number(),
  EfbStatus: FoulbroodStatus,
  EfbColonies: z.number(),
  ...pestChecks,
  OtherFindings: z.array(OtherFinding),
  AsianHornetSeen: z.boolean(),
  /** The tracking record the hornet sighting created for the controller. */
  HornetTrackingID: z.nullable(z.string()),
  SampleTaken: z.boolean(),
  SampleRef: z.string(),
  SampleType: z.nullable(SampleType),
  LabResult: z.nullable(LabResult),
  LabResultDate: z.nullable(z.string()),
  StandstillServed: z.boolean(),
  StandstillServedDate: z.nullable(z.string()),
  StandstillServedOn: z.string(),
  StandstillLiftedDate: z.nullable(z.string()),
  StandstillLiftReason: z.string(),
  ColoniesDestroyed: z.number(),
  ColoniesShookSwarmed: z.number(),
  ColoniesTreated: z.number(),
  Advice: z.string(),
  TreatmentAdvised: z.string(),
  FollowUpDue: z.nullable(z.string()),
  Outcome: InspectionOutcome,
  Status: InspectionStatus,
  /** When beekeepers within 3 km were told of this case (ISO 8601), and how many. */
  NeighboursNotifiedAt: z.nullable(z.string()),
  NeighboursNotified: z.number(),
  Edits: z.array(InspectionEdit),
  /** The per-colony rows (records saved before rows existed read back as none). */
  ColonyRows: z._default(z.array(InspectionColonyRow), []),
  CreatedDate: z.string(),
  UpdatedDate: z.string(),
  /** Labels demo data that is generated, not real. */
  Generated: z.boolean(),
});
export type Inspection = z.infer<typeof Inspection>;

/** The confirmed foulbrood of an inspection, if any ('AFB' first when both). */
export function caseDiseaseOf(i: Pick<Inspection, 'AfbStatus' | 'EfbStatus'>): 'AFB' | 'EFB' | null {
  if (isConfirmed(i.AfbStatus)) return 'AFB';
  if (isConfirmed(i.EfbStatus)) return 'EFB';
  return null;
}
/** Whether the inspection's Standstill Notice is served and not lifted. */
export const standstillOpen = (i: Pick<Inspection, 'StandstillServed' | 'StandstillLiftedDate'>) =>
  i.StandstillServed && !i.StandstillLiftedDate;

/** One apiary of the inspector's worklist (role-screens §8.1). */
export const WorklistApiary = z.object({
  ApiaryID: SiteId,
  Name: z.string(),
  AreaUnit: z.string(),
  PostCode: z.nullable(z.string()),
  ...position,
  Colonies: z.number(),
  BeekeeperUserName: z.string(),
  BeekeeperName: z.string(),
  BeekeeperPhone: z.nullable(z.string()),
  LastInspectionDate: z.nullable(z.string()),
  LastOutcome: z.nullable(InspectionOutcome),
  StandstillOpen: z.boolean(),
  DiseaseConfirmed: z.nullable(z.enum(['AFB', 'EFB'])),
  /** Within 3 km of a confirmed case at another apiary. */
  NearCase: z.boolean(),
  Overdue: z.boolean(),
  /** yyyy-mm-dd when the next routine visit is due (today when never inspected). */
  NextDue: z.string(),
});
export type WorklistApiary = z.infer<typeof WorklistApiary>;

/** A confirmed case of the domain, with where its 3 km ring is drawn. */
export const FoulbroodCase = z.object({
  InspectionID: SiteId,
  ApiaryID: SiteId,
  ApiaryName: z.string(),
  AreaUnit: z.string(),
  Disease: z.enum(['AFB', 'EFB']),
  ...position,
  VisitDate: z.string(),
  StandstillOpen: z.boolean(),
  NeighboursNotifiedAt: z.nullable(z.string()),
});
export type FoulbroodCase = z.infer<typeof FoulbroodCase>;

/** Season figures in the NBU report's format (calendar year of the visits). */
export const SeasonFigures = z.object({
  Season: z.number(),
  ApiariesVisited: z.number(),
  ColoniesInspected: z.number(),
  AfbApiaries: z.number(),
  AfbColonies: z.number(),
  EfbApiaries: z.number(),
  EfbColonies: z.number(),
  SamplesTaken: z.number(),
  StandstillsOpen: z.number(),
});
export type SeasonFigures = z.infer<typeof SeasonFigures>;

/** beeinspector/apiaries: the domain's apiaries, its confirmed cases and the season's figures. */
export const InspectorWorkspace = z.object({
  DomainName: z.string(),
  Apiaries: z.array(WorklistApiary),
  Cases: z.array(FoulbroodCase),
  Figures: SeasonFigures,
});
export type InspectorWorkspace = z.infer<typeof InspectorWorkspace>;

/**
 * How far from a domain's units another inspector's units count as neighbouring (ours): a unit
 * whose area reaches within this many km of one of the domain's unit centroids (domain summary).
 */
export const DOMAIN_NEIGHBOUR_KM = 10;

/**
 * The counts of one area unit of the inspector's domain, or of the whole domain (role-screens
 * §8.2): beekeepers with a registered apiary there, apiaries, their colonies, inspections visited
 * this season (calendar year) and open Standstill Notices.
 */
export const DomainCounts = z.object({
  Beekeepers: z.number(),
  Apiaries: z.number(),
  Colonies: z.number(),
  InspectionsThisSeason: z.number(),
  OpenStandstills: z.number(),
});
export type DomainCounts = z.infer<typeof DomainCounts>;

/** Another bee inspector whose domain holds units near this one (names only, for hand-over). */
export const NeighbourInspector = z.object({
  UserName: z.string(),
  Name: z.string(),
  /** Their units near (or shared with) this domain, sorted. */
  Units: z.array(z.string()),
});
export type NeighbourInspector = z.infer<typeof NeighbourInspector>;

/** beeinspector/DomainSummary: the inspector's domain in figures (role-screens §8.2). */
export const InspectorDomainSummary = z.object({
  DomainName: z.string(),
  Season: z.number(),
  Units: z.array(z.extend(DomainCounts, { AreaUnit: z.string() })),
  /** The whole domain: a keeper with apiaries in several units counts once. */
  Totals: DomainCounts,
  NeighbourRadiusKm: z.number(),
  Neighbours: z.array(NeighbourInspector),
});
export type InspectorDomainSummary = z.infer<typeof InspectorDomainSummary>;

/** Query of inspector/GetInspections (beeinspector/inspectionhistory filters). */
export const InspectionListQuery = z
  .object({
    FromDate: day,
    ToDate: day,
    Reason: z.optional(InspectionReason),
    Disease: z.optional(z.enum(['AFB', 'EFB', 'Any'])),
    NoticeOpen: z.optional(z.enum(['true', 'false'])),
    FollowUpOverdue: z.optional(z.enum(['true', 'false'])),
    /** 'mine' keeps the caller's own inspections; 'domain' (default) every inspection of the domain. */
    Inspector: z.optional(z.enum(['mine', 'domain'])),
    ApiaryID: z.optional(SiteId),
  })
  .check(z.refine((q) => q.FromDate <= q.ToDate, { message: InspectionMsg.dateRange, path: ['ToDate'] }));
export type InspectionListQuery = z.input<typeof InspectionListQuery>;

export const InspectionIdQuery = z.object({ InspectionID: SiteId });

/** Body of inspector/LiftStandstill (role-screens §8.3: date and reason). */
export const LiftStandstillRequest = z.strictObject({
  InspectionID: SiteId,
  LiftedDate: day,
  Reason: z.string().check(z.trim(), z.minLength(1, InspectionMsg.liftReasonRequired), z.maxLength(250)),
});
export type LiftStandstillRequest = z.input<typeof LiftStandstillRequest>;

/**
 * Body of inspector/RecordLabResult. A result of AFB or EFB confirms that disease at the
 * inspection (LabConfirmed), so the case appears on the map and in the beekeepers' alert band.
 */
export const RecordLabResultRequest = z.strictObject({
  InspectionID: SiteId,
  LabResult: LabResult,
  LabResultDate: day,
});
export type RecordLabResultRequest = z.input<typeof RecordLabResultRequest>;

/** Body of inspector/NotifyBeekeepersNear: tell every beekeeper within 3 km of a confirmed case. */
export const NotifyNearRequest = z.strictObject({ InspectionID: SiteId });
export const NotifyNearResult = z.object({ Notified: z.number(), NotifiedAt: z.string() });

/** One apiary of a case's tracing list (within 3 km), nearest first. */
export const TracingApiary = z.object({
  ApiaryID: SiteId,
  Name: z.string(),
  AreaUnit: z.string(),
  DistanceM: z.number(),
  Colonies: z.number(),
  BeekeeperName: z.string(),
  BeekeeperPhone: z.nullable(z.string()),
  LastInspectionDate: z.nullable(z.string()),
});
export const TracingList = z.object({
  Case: FoulbroodCase,
  Apiaries: z.array(TracingApiary),
  /** Apiaries within 3 km that lie outside the caller's domain (their inspector traces them). */
  OutsideDomain: z.number(),
});
export type TracingList = z.infer<typeof TracingList>;

/**
 * A confirmed foulbrood case near a point, as a beekeeper may see it: the disease, the distance
 * band and the month — never the apiary, its keeper or its place (BeeBase: 3 km emails).
 */
export const FOULBROOD_BANDS = ['within1km', '1to2km', '2to3km'] as const;
export const FoulbroodNear = z.object({
  Disease: z.enum(['AFB', 'EFB']),
  Band: z.enum(FOULBROOD_BANDS),
  /** yyyy-mm of the confirming visit. */
  Month: z.string(),
});
export type FoulbroodNear = z.infer<typeof FoulbroodNear>;

/** The distance band of a distance in metres (within 1 km, 1–2 km, 2–3 km; beyond → null). */
export function foulbroodBandOf(distanceM: number): FoulbroodNear['Band'] | null {
  if (distanceM <= 1_000) return 'within1km';
  if (distanceM <= 2_000) return '1to2km';
  if (distanceM <= CASE_RADIUS_M) return '2to3km';
  return null;
}

/**
 * One row of the per-county statistics export in the column layout of data.gov.uk's "Foulbrood
 * samples in England apiaries" (County; apiaries with AFB; apiaries with EFB; apiaries with
 * negative samples; total samples).
 */
export interface CountyStatisticsRow {
  County: string;
  ApiariesWithAFB: number;
  ApiariesWithEFB: number;
  ApiariesWithNegativeSamples: number;
  TotalSamples: number;
}

/**
 * The per-county statistics of a set of inspections: apiaries counted once per county and
 * disease (a confirmed case, by field test or laboratory); negative samples and samples counted
 * from the inspections that took one. Counties sorted by name.
 */
export function countyStatistics(
  list: readonly Pick<
    Inspection,
    'County' | 'ApiaryID' | 'AfbStatus' | 'EfbStatus' | 'SampleTaken' | 'LabResult'
  >[],
): CountyStatisticsRow[] {
  const by = new Map<
    string,
    { afb: Set<string>; efb: Set<string>; negative: Set<string>; samples: number }
  >();
  for (const i of list) {
    const c = by.get(i.County) ?? { afb: new Set(), efb: new Set(), negative: new Set(), samples: 0 };
    if (isConfirmed(i.AfbStatus)) c.afb.add(i.ApiaryID);
    if (isConfirmed(i.EfbStatus)) c.efb.add(i.ApiaryID);
    if (i.SampleTaken) {
      c.samples += 1;
      if (i.LabResult === 'Negative') c.negative.add(i.ApiaryID);
    }
    by.set(i.County, c);
  }
  return [...by.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([County, c]) => ({
      County,
      ApiariesWithAFB: c.afb.size,
      ApiariesWithEFB: c.efb.size,
      ApiariesWithNegativeSamples: c.negative.size,
      TotalSamples: c.samples,
    }));
}
