import { clearInspection, type Inspection, type InspectionBody } from '@beewatch/shared';
import { createColony, getColony } from '../../functions/src/colonies/repository.js';
import { createProfile, getProfile } from '../../functions/src/account/index.js';
import { getInspection, putInspection } from '../../functions/src/inspections/repository.js';
import { outcomeOf } from '../../functions/src/inspections/service.js';
import { areaUnitAt, countyOfUnit } from '../../functions/src/geo/index.js';
import { createApiary, getApiary } from '../../functions/src/sites/apiaries/repository.js';
import { DEMO_SITES_CREATED, demoIds, demoSubscriptionExpiry } from './seed-data.js';
import { demoProfileOf } from './demo-account.js';

/**
 * The bee inspector's demo (role-screens §0.2, §8), GENERATED, not real:
 * - a generated keeper ('Cal Clandon (generated demo)', a profile only: cannot sign in) with an
 *   apiary at West Clandon, 1.9 km from the demo beekeeper's Merrow Downs apiary;
 * - a confirmed EFB case there (field test positive, sample at the laboratory confirmed EFB)
 *   with an open Standstill Notice, dated 10 days before the seed runs — so the demo
 *   beekeeper's home shows the foulbrood band 1–2 km and the inspector's map its 3 km ring;
 * - a routine clear visit to Merrow Downs, and a tracing visit to Shalford Meadow whose sample is
 *   still at the laboratory;
 * - a second apiary of the generated keeper near the demo beekeeper's Farnham Heath with two
 *   colonies, never inspected (the e2e test records a case there).
 * Each is written once (fixed ids); every record carries Generated: true.
 */
const id = demoIds('inspections');
const siteId = demoIds('sites');
const created = DEMO_SITES_CREATED;

export const DEMO_CASE_KEEPER = 'insp.keeper.clandon';
export const DEMO_CASE_APIARY_ID = id('apiary:west-clandon');
export const DEMO_CASE_INSPECTION_ID = id('inspection:efb-case');
/**
 * A second apiary of the generated keeper, never inspected: 0.5 km from the demo beekeeper's
 * Farnham Heath and 17 km from the EFB case, so a case recorded there (e2e) gives the demo
 * beekeeper a band no seeded case gives ('within 1 km of Farnham Heath').
 */
export const DEMO_TILFORD_APIARY_ID = id('apiary:tilford-road');
export const DEMO_TILFORD_APIARY = 'Tilford Road copse (generated)';
/** Its two generated colonies (no QR labels: the generated keeper cannot sign in to link one). */
export const DEMO_TILFORD_COLONIES = ['Tilford hive A (generated)', 'Tilford hive B (generated)'] as const;

/** What a stored demo record holds beyond its body: no hornet, lift, notice or edits yet. */
const STORED = {
  HornetTrackingID: null,
  StandstillLiftedDate: null,
  StandstillLiftReason: '',
  NeighboursNotifiedAt: null,
  NeighboursNotified: 0,
  Edits: [],
  InspectorUserName: 'inspector',
  Generated: true,
} as const satisfies Partial<Inspection>;

/** A clear visit as the demo inspector records one (weather, time, keeper present, low varroa). */
const demoVisit = (apiaryId: string, day: string, colonies: number, over: Partial<InspectionBody> = {}) =>
  clearInspection(apiaryId, day, colonies, {
    VisitTime: '10:30',
    BeekeeperPresent: true,
    WeatherCode: 3,
    TemperatureC: 17,
    VarroaLevel: 'Low',
    ...over,
  });

const dayBefore = (now: Date, days: number) =>
  new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);

export async function seedInspections(now = new Date()): Promise<void> {
  if (!(await getProfile(DEMO_CASE_KEEPER))) {
    await createProfile({
      ...demoProfileOf(DEMO_CASE_KEEPER, {
        FullName: 'Cal Clandon (generated demo)',
        Mobile: '+447700900733',
        SubscriptionExpiry: demoSubscriptionExpiry(now),
        ZipCode: 'GU4',
      }),
      RoleName: 'ProfessionalBeeKeeper',
    });
  }
  await createApiary({
    ApiaryID: DEMO_CASE_APIARY_ID,
    Name: 'West Clandon orchard (generated)',
    PostCode: 'GU4',
    Latitude: 51.2465,
    Longitude: -0.508,
    Hives: 5,
    Notes: 'Generated demo apiary',
    CreatedDate: created,
    UpdatedDate: created,
    OwnerUserName: DEMO_CASE_KEEPER,
  });
  await createApiary({
    ApiaryID: DEMO_TILFORD_APIARY_ID,
    Name: DEMO_TILFORD_APIARY,
    PostCode: null,
    Latitude: 51.2165,
    Longitude: -0.7925,
    Hives: 2,
    Notes: 'Generated demo apiary',
    CreatedDate: created,
    UpdatedDate: created,
    OwnerUserName: DEMO_CASE_KEEPER,
  });
  for (const name of DEMO_TILFORD_COLONIES) {
    const colonyId = id(`colony:${name}`);
    if (await getColony(colonyId)) continue;
    await createColony({
      ColonyID: colonyId,
      Name: name,
      ApiaryID: DEMO_TILFORD_APIARY_ID,
      ApiaryName: DEMO_TILFORD_APIARY,
      Status: 'Active',
      Notes: 'Generated demo colony',
      OwnerUserName: DEMO_CASE_KEEPER,
      Token: null,
      LinkedDate: null,
      LastRecordDate: null,
      CreatedDate: created,
      UpdatedDate: created,
    });
  }
  const records: { id: string; apiaryName: string; record: Omit<Inspection, 'Outcome'> }[] = [];
  const apiaryOf = async (apiaryId: string) => getApiary(apiaryId);
  const base = async (apiaryId: string) => {
    const a = (await apiaryOf(apiaryId))!;
    const unit = areaUnitAt(a.Latitude, a.Longitude, a.PostCode) ?? 'GU4';
    return {
      County: countyOfUnit(unit) ?? 'Surrey',
      ApiaryID: a.ApiaryID,
      ApiaryName: a.Name,
      AreaUnit: unit,
      ApiaryLatitude: a.Latitude,
      ApiaryLongitude: a.Longitude,
      BeekeeperUserName: a.OwnerUserName,
    };
  };
  /** A generated inspection of a demo apiary: the stored defaults, the visit, where the apiary is, then `fields`. */
  const demoRecord = async (
    inspectionId: string,
    apiaryId: string,
    apiaryName: string,
    visit: { date: string; colonies: number },
    fields: Partial<Omit<Inspection, 'Outcome'>>,
  ) =>
    records.push({
      id: inspectionId,
      apiaryName,
      record: {
        ...STORED,
        ...demoVisit(apiaryId, visit.date, visit.colonies),
        ...(await base(apiaryId)),
        InspectionID: inspectionId,
        ...fields,
        CreatedDate: created,
        UpdatedDate: created,
      },
    });
  const caseDay = dayBefore(now, 10);
  await demoRecord(
    DEMO_CASE_INSPECTION_ID,
    DEMO_CASE_APIARY_ID,
    'West Clandon',
    { date: caseDay, colonies: 5 },
    {
      Reason: 'BeekeeperRequest',
      EfbStatus: 'LabConfirmed',
      EfbColonies: 2,
      SampleTaken: true,
      SampleRef: 'GEN-2026-0042',
      SampleType: 'Larvae',
      LabResult: 'EFB',
      LabResultDate: dayBefore(now, 6),
      StandstillServed: true,
      StandstillServedDate: caseDay,
      StandstillServedOn: 'Cal Clandon (generated demo)',
      ColoniesShookSwarmed: 2,
      Advice: 'Generated demo record: shook swarm of the two affected colonies; re-inspect in six weeks.',
      FollowUpDue: dayBefore(now, -32),
      ColonyRows: [
        {
          ColonyID: null,
          HiveName: 'Hive 1',
          QueenSeen: true,
          EggsSeen: true,
          BroodPattern: 'Patchy',
          FramesOfBees: 7,
          Stores: 'Adequate',
        },
        {
          ColonyID: null,
          HiveName: 'Hive 2',
          QueenSeen: false,
          EggsSeen: true,
          BroodPattern: 'Poor',
          FramesOfBees: 4,
          Stores: 'Low',
        },
      ],
    },
  );
  await demoRecord(
    id('inspection:merrow-routine'),
    siteId('apiary:Merrow Downs'),
    'Merrow Downs',
    { date: dayBefore(now, 40), colonies: 6 },
    {
      Advice: 'Generated demo record: colonies healthy; keep monitoring varroa.',
      Status: 'Closed',
    },
  );
  await demoRecord(
    id('inspection:shalford-tracing'),
    siteId('apiary:Shalford Meadow'),
    'Shalford Meadow',
    { date: dayBefore(now, 5), colonies: 4 },
    {
      Reason: 'Tracing',
      EfbStatus: 'Suspected',
      EfbColonies: 1,
      SampleTaken: true,
      SampleRef: 'GEN-2026-0043',
      SampleType: 'Larvae',
      LabResult: 'Pending',
      Advice: 'Generated demo record: one colony with suspect larvae; sample sent.',
      FollowUpDue: dayBefore(now, -9),
    },
  );
  for (const { id: inspectionId, record } of records) {
    if (!record.ApiaryID || (await getInspection(inspectionId))) continue;
    await putInspection({ ...record, Outcome: outcomeOf(record) });
  }
}
