import { describe, expect, it } from 'vitest';
import {
  InspectionInput,
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
  const base = {
    ApiaryID: '01ARZ3NDEKTSV4RRFFQ69G5FAV',
    VisitDate: '2026-06-01',
    GpsLatitude: null,
    GpsLongitude: null,
    Reason: 'Routine',
    BeekeeperPresent: true,
    WeatherCode: null,
    TemperatureC: null,
    ColoniesInApiary: 3,
    ColoniesInspected: 3,
    AfbStatus: 'None',
    AfbColonies: 0,
    EfbStatus: 'None',
    EfbColonies: 0,
    ShbChecked: false,
    ShbFound: false,
    TropilaelapsChecked: false,
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
  };
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
