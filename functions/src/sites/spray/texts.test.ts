import { TreatmentStatus } from '@beewatch/shared';
import { describe, expect, it } from 'vitest';
import { alertKindOf, compassPoint, sprayAlertTexts } from './texts.js';

const base = {
  TreatmentDate: '2026-12-01',
  TimeOfDay: 1,
  PesticideType: 2,
  Product: 'X',
  Status: TreatmentStatus.Pending,
  Latitude: 51,
  Longitude: 0,
};

describe('spray alert rules', () => {
  it('alerts a new pending treatment, a change of where/when/what, and a cancellation — nothing else', () => {
    expect(alertKindOf(undefined, base)).toBe('new');
    expect(alertKindOf(undefined, { ...base, Status: TreatmentStatus.Completed })).toBeNull();
    expect(alertKindOf(base, { ...base })).toBeNull();
    expect(alertKindOf(base, { ...base, TimeOfDay: 3 })).toBe('changed');
    expect(alertKindOf(base, { ...base, Latitude: 51.01 })).toBe('changed');
    expect(alertKindOf(base, { ...base, Status: TreatmentStatus.Cancel })).toBe('cancelled');
    expect(
      alertKindOf({ ...base, Status: TreatmentStatus.Cancel }, { ...base, Status: TreatmentStatus.Cancel }),
    ).toBeNull();
    expect(alertKindOf({ ...base, Status: TreatmentStatus.Cancel }, base)).toBe('new');
    expect(alertKindOf(base, { ...base, Status: TreatmentStatus.Satisfied })).toBeNull();
  });

  it('names eight compass points in both languages', () => {
    expect(compassPoint(0)).toEqual({ en: 'north', fr: 'au nord' });
    expect(compassPoint(100)).toEqual({ en: 'east', fr: "à l'est" });
    expect(compassPoint(337.6)).toEqual({ en: 'north', fr: 'au nord' });
    expect(compassPoint(-90)).toEqual({ en: 'west', fr: "à l'ouest" });
  });

  it('writes bilingual texts with per-recipient placeholders and no farmer', () => {
    const t = sprayAlertTexts(base, 'cancelled');
    expect(t.Subject.en).toMatch(
      /^Spray notification cancelled: Insecticide, Tuesday,? 1 December 2026 \(Morning\)$/,
    );
    expect(t.Subject.fr).toMatch(
      /^Avis de pulvérisation annulé : Insecticide, mardi 1 décembre 2026 \(Matin\)$/,
    );
    expect(t.Body.en).toContain('{DistanceKm} km {DirEn} of {PlaceEn}');
    expect(t.Body.fr).toContain('{DistanceKm} km {DirFr} de {PlaceFr}');
    expect(t.Sms.en.length + t.Sms.fr.length).toBeLessThan(400);
  });
});
