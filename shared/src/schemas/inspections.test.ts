import { describe, expect, it } from 'vitest';
import {
  COLONY_ROWS_MAX,
  InspectionFields,
  InspectionInput,
  clearInspection,
  type InspectionColonyRow,
  InspectionMsg,
  caseDiseaseOf,
  countyStatistics,
  foulbroodBandOf,
  type Inspection,
} from './inspections.js';

type Row = Pick<Inspection, 'County' | 'ApiaryID' | 'AfbStatus' | 'EfbStatus' | 'SampleTaken' | 'LabResult'>;
const row = (over: Partial<Row>): Row => ({
  County: 'Surrey',
  ApiaryID: 'A',
  AfbStatus: 'None',
  EfbStatus: 'None',
  SampleTaken: false,
  LabResult: null,
  ...over,
});

describe('countyStatistics (data.gov.uk foulbrood samples layout)', () => {
  it('counts apiaries once per county and disease, negatives by apiary and every sample', () => {
    const rows = countyStatistics([
      row({ ApiaryID: 'A', EfbStatus: 'LabConfirmed', SampleTaken: true, LabResult: 'EFB' }),
      row({ ApiaryID: 'A', EfbStatus: 'LfdPositive' }),
      row({ ApiaryID: 'B', AfbStatus: 'Suspected', SampleTaken: true, LabResult: 'Negative' }),
      row({ ApiaryID: 'B', SampleTaken: true, LabResult: 'Negative' }),
      row({ County: 'Kent', ApiaryID: 'C', AfbStatus: 'LabConfirmed', SampleTaken: true, LabResult: 'AFB' }),
    ]);
    expect(rows).toEqual([
      {
        County: 'Kent',
        ApiariesWithAFB: 1,
        ApiariesWithEFB: 0,
        ApiariesWithNegativeSamples: 0,
        TotalSamples: 1,
      },
      {
        County: 'Surrey',
        ApiariesWithAFB: 0,
        ApiariesWithEFB: 1,
        ApiariesWithNegativeSamples: 1,
        TotalSamples: 3,
      },
    ]);
  });
});

describe('foulbrood bands and cases', () => {
  it('bands a distance within 3 km and nothing beyond', () => {
    expect(foulbroodBandOf(0)).toBe('within1km');
    expect(foulbroodBandOf(1_000)).toBe('within1km');
    expect(foulbroodBandOf(1_001)).toBe('1to2km');
    expect(foulbroodBandOf(2_999)).toBe('2to3km');
    expect(foulbroodBandOf(3_001)).toBeNull();
  });
  it('a field test or the laboratory confirms; suspicion does not', () => {
    expect(caseDiseaseOf({ AfbStatus: 'Suspected', EfbStatus: 'None' })).toBeNull();
    expect(caseDiseaseOf({ AfbStatus: 'None', EfbStatus: 'LfdPositive' })).toBe('EFB');
    expect(caseDiseaseOf({ AfbStatus: 'LabConfirmed', EfbStatus: 'LabConfirmed' })).toBe('AFB');
  });
});

describe('InspectionInput rules', () => {
  const base = clearInspection('01ARZ3NDEKTSV4RRFFQ69G5FAV', '2026-06-01', 3, {
    BeekeeperPresent: true,
    ShbChecked: false,
    TropilaelapsChecked: false,
  });
  const messages = (over: object) =>
    (InspectionInput.safeParse({ ...base, ...over }).error?.issues ?? []).map((i) => i.message);
  it('accepts a clear visit and refuses incoherent findings with the messages', () => {
    expect(messages({})).toEqual([]);
    expect(messages({ EfbStatus: 'LfdPositive', EfbColonies: 4 })).toEqual([
      InspectionMsg.affectedMoreThanInspected,
    ]);
    expect(messages({ FollowUpDue: '2026-05-01' })).toEqual([InspectionMsg.followUpBeforeVisit]);
    expect(messages({ TropilaelapsFound: true })).toEqual([InspectionMsg.foundNotChecked]);
  });
});

describe('per-colony rows', () => {
  const COLONY = '01ARZ3NDEKTSV4RRFFQ69G5FAW';
  const row = (over: Partial<InspectionColonyRow> = {}): InspectionColonyRow => ({
    ColonyID: null,
    HiveName: 'Hive 1',
    QueenSeen: true,
    EggsSeen: true,
    BroodPattern: 'Good',
    FramesOfBees: 8,
    Stores: 'Adequate',
    ...over,
  });
  const visit = (rows: unknown[], colonies = 3) =>
    InspectionInput.safeParse(clearInspection(COLONY, '2026-06-01', colonies, { ColonyRows: rows as never }));
  const messages = (rows: unknown[], colonies = 3) =>
    (visit(rows, colonies).error?.issues ?? []).map((i) => i.message);

  it('are optional: a body without them reads as none', () => {
    const { ColonyRows: _rows, ...without } = clearInspection(COLONY, '2026-06-01', 3);
    expect(InspectionInput.parse(without).ColonyRows).toEqual([]);
  });

  it('accepts a labelled colony by id and an unlabelled hive by name', () => {
    expect(messages([row({ ColonyID: COLONY, HiveName: '' }), row({ HiveName: ' Nuc B ' })])).toEqual([]);
    expect(visit([row({ HiveName: ' Nuc B ' })]).data?.ColonyRows[0]?.HiveName).toBe('Nuc B');
  });

  it('refuses rows that name no colony, repeat one, or exceed the colonies inspected', () => {
    expect(messages([row({ HiveName: '  ' })])).toEqual([InspectionMsg.colonyOrHiveRequired]);
    expect(messages([row({ ColonyID: COLONY }), row({ ColonyID: COLONY })])).toEqual([
      InspectionMsg.colonyTwice,
    ]);
    expect(messages([row(), row()], 1)).toEqual([InspectionMsg.colonyRowsMoreThanInspected]);
    expect(
      messages(
        Array.from({ length: COLONY_ROWS_MAX + 1 }, () => row()),
        1000,
      ),
    ).toContain(InspectionMsg.colonyRowsTooMany);
  });

  it('refuses frames outside 0–30, unknown patterns and stores, and extra keys', () => {
    expect(messages([row({ FramesOfBees: 31 })])).toEqual([InspectionMsg.framesRange]);
    expect(messages([row({ FramesOfBees: 2.5 })])).toEqual([InspectionMsg.framesRange]);
    expect(messages([row({ FramesOfBees: -1 })])).toEqual([InspectionMsg.framesRange]);
    expect(messages([{ ...row(), BroodPattern: 'Spotty' }])).toEqual(['Please select the brood pattern']);
    expect(messages([{ ...row(), Stores: 'Plenty' }])).toEqual(['Please select the stores']);
    expect(visit([{ ...row(), Mites: 3 }]).success).toBe(false);
  });

  it('the form reads frames from their text box and an empty colony choice as none', () => {
    const form = InspectionFields.safeParse({
      ...clearInspection(COLONY, '2026-06-01', 3),
      ColonyRows: [{ ...row(), ColonyID: '', FramesOfBees: '12' }],
    });
    expect(form.error?.issues ?? []).toEqual([]);
    expect(form.data?.ColonyRows[0]).toMatchObject({ ColonyID: null, FramesOfBees: 12 });
    const empty = InspectionFields.safeParse({
      ...clearInspection(COLONY, '2026-06-01', 3),
      ColonyRows: [{ ...row(), FramesOfBees: '' }],
    });
    expect(empty.error?.issues.map((i) => i.message)).toEqual([InspectionMsg.framesRange]);
  });
});
