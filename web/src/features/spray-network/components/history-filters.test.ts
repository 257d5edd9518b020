import type { DomainSprayRow } from '@beewatch/shared';
import { describe, expect, it } from 'vitest';
import { daysOnly, matchesFilters, sortRows, type HistoryFilters } from './history-filters';

const row = (over: Partial<DomainSprayRow>): DomainSprayRow => ({
  SprayNotificationID: '01J00000000000000000000000',
  TreatmentDate: '2026-06-10',
  TimeOfDay: 1,
  District: 'GU1',
  FieldName: 'North field',
  Product: 'Demo product (GB 17522)',
  Crop: 'Wheat',
  AuthorisationNumber: 'GB 17522',
  PesticideType: 3,
  BeeHazard: 'amber',
  HazardBasis: 'product',
  Status: 1,
  Version: 1,
  NoticeHours: 72,
  Under48h: false,
  AlertedCount: 3,
  BeekeepersAlerted: 2,
  BystandersAlerted: 1,
  Sent: 6,
  Failed: 0,
  FarmerUserName: 'pesticide',
  FarmerName: 'Pat Farmer',
  UpdatedDate: '2026-06-07T06:00:00.000Z',
  ...over,
});

const none: HistoryFilters = daysOnly('2026-06-01', '2026-06-30');

describe('the liaison history filters', () => {
  it('keeps every row without filters and applies each filter', () => {
    const r = row({});
    expect(matchesFilters(r, none)).toBe(true);
    expect(matchesFilters(r, { ...none, status: '3' })).toBe(false);
    expect(matchesFilters(r, { ...none, type: '3' })).toBe(true);
    expect(matchesFilters(r, { ...none, type: '2' })).toBe(false);
    expect(matchesFilters(r, { ...none, hazard: 'red' })).toBe(false);
    expect(matchesFilters(r, { ...none, district: 'RH3' })).toBe(false);
    expect(matchesFilters(r, { ...none, under48: true })).toBe(false);
    expect(matchesFilters(row({ Under48h: true }), { ...none, under48: true })).toBe(true);
  });

  it('finds a product by part of its name or its number, any case', () => {
    expect(matchesFilters(row({}), { ...none, product: ' demo PROD ' })).toBe(true);
    expect(matchesFilters(row({ Product: 'Other' }), { ...none, product: '17522' })).toBe(true);
    expect(
      matchesFilters(row({ Product: 'Other', AuthorisationNumber: null }), { ...none, product: '17522' }),
    ).toBe(false);
  });

  it('sorts by date and time of day, district, notice and failures, both ways', () => {
    const a = row({
      SprayNotificationID: 'a',
      TreatmentDate: '2026-06-10',
      TimeOfDay: 3,
      District: 'RH3',
      NoticeHours: 10,
      Failed: 2,
    });
    const b = row({
      SprayNotificationID: 'b',
      TreatmentDate: '2026-06-10',
      TimeOfDay: 1,
      District: 'GU1',
      NoticeHours: 100,
      Failed: 0,
    });
    const c = row({
      SprayNotificationID: 'c',
      TreatmentDate: '2026-06-02',
      TimeOfDay: 4,
      District: 'KT22',
      NoticeHours: -5,
      Failed: 1,
    });
    const ids = (column: string, order: 'asc' | 'desc') =>
      sortRows([a, b, c], { column, order }).map((r) => r.SprayNotificationID);
    expect(ids('date', 'asc')).toEqual(['c', 'b', 'a']);
    expect(ids('date', 'desc')).toEqual(['a', 'b', 'c']);
    expect(ids('district', 'asc')).toEqual(['b', 'c', 'a']);
    expect(ids('notice', 'asc')).toEqual(['c', 'a', 'b']);
    expect(ids('failures', 'desc')).toEqual(['a', 'c', 'b']);
  });
});
