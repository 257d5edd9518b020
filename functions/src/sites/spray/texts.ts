import { PesticideType, TreatmentStatus, TreatmentTimeOfDay } from '@beewatch/shared';

type Bilingual = { en: string; fr: string };

const TYPE_NAMES: Record<number, Bilingual> = {
  [PesticideType.Herbicide]: { en: 'Herbicide', fr: 'Herbicide' },
  [PesticideType.Insecticide]: { en: 'Insecticide', fr: 'Insecticide' },
  [PesticideType.Fungicide]: { en: 'Fungicide', fr: 'Fongicide' },
  [PesticideType.Rodenticide]: { en: 'Rodenticide', fr: 'Rodenticide' },
  [PesticideType.Molluscicide]: { en: 'Molluscicide', fr: 'Molluscicide' },
  [PesticideType.Other]: { en: 'Other', fr: 'Autre' },
};
const TIME_NAMES: Record<number, Bilingual> = {
  [TreatmentTimeOfDay.Morning]: { en: 'Morning', fr: 'Matin' },
  [TreatmentTimeOfDay.Afternoon]: { en: 'Afternoon', fr: 'Après-midi' },
  [TreatmentTimeOfDay.Evening]: { en: 'Evening', fr: 'Soir' },
  [TreatmentTimeOfDay.Night]: { en: 'Night', fr: 'Nuit' },
};
const POINTS: Bilingual[] = [
  { en: 'north', fr: 'au nord' },
  { en: 'north-east', fr: 'au nord-est' },
  { en: 'east', fr: "à l'est" },
  { en: 'south-east', fr: 'au sud-est' },
  { en: 'south', fr: 'au sud' },
  { en: 'south-west', fr: 'au sud-ouest' },
  { en: 'west', fr: "à l'ouest" },
  { en: 'north-west', fr: 'au nord-ouest' },
];

/** Eight-point compass name of a bearing (degrees from north). */
export function compassPoint(bearingDeg: number): Bilingual {
  return POINTS[Math.round((((bearingDeg % 360) + 360) % 360) / 45) % 8];
}

function dayOf(isoDay: string, lang: 'en' | 'fr'): string {
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDay}T12:00:00Z`));
}

/** What a spray alert says about the treatment (never who: privacy policy §1). */
export interface SprayFacts {
  TreatmentDate: string;
  TimeOfDay: number;
  PesticideType: number;
  Product: string;
  Status: number;
}

/** Why this alert: first notice, a change, or a cancellation. */
export type SprayAlertKind = 'new' | 'changed' | 'cancelled';

/**
 * The bilingual texts of a spray alert. Per-recipient parts are `{Var}` placeholders filled by
 * the alert worker: {DistanceKm}, {DirEn}/{DirFr} (direction of the field from the recipient's
 * place), {PlaceEn}/{PlaceFr} (their apiary or home), {SiteUrl}.
 */
export function sprayAlertTexts(f: SprayFacts, kind: SprayAlertKind) {
  const type = TYPE_NAMES[f.PesticideType] ?? TYPE_NAMES[PesticideType.Other];
  const time = TIME_NAMES[f.TimeOfDay] ?? TIME_NAMES[TreatmentTimeOfDay.Morning];
  const day = { en: dayOf(f.TreatmentDate, 'en'), fr: dayOf(f.TreatmentDate, 'fr') };
  const head = {
    new: { en: 'Spray notification', fr: 'Avis de pulvérisation' },
    changed: { en: 'Spray notification changed', fr: 'Avis de pulvérisation modifié' },
    cancelled: { en: 'Spray notification cancelled', fr: 'Avis de pulvérisation annulé' },
  }[kind];
  const lead = {
    new: {
      en: 'A pesticide treatment is planned near {PlaceEn}.',
      fr: 'Un traitement phytosanitaire est prévu près de {PlaceFr}.',
    },
    changed: {
      en: 'A pesticide treatment planned near {PlaceEn} has changed. The new details:',
      fr: 'Un traitement phytosanitaire prévu près de {PlaceFr} a changé. Les nouvelles informations :',
    },
    cancelled: {
      en: 'A pesticide treatment planned near {PlaceEn} has been CANCELLED.',
      fr: 'Un traitement phytosanitaire prévu près de {PlaceFr} a été ANNULÉ.',
    },
  }[kind];
  const body = (lang: 'en' | 'fr') => {
    const en = lang === 'en';
    return [
      lead[lang],
      '',
      `${en ? 'Where' : 'Où'}: ${en ? 'about {DistanceKm} km {DirEn} of {PlaceEn}' : 'à environ {DistanceKm} km {DirFr} de {PlaceFr}'}`,
      `${en ? 'Date' : 'Date'}: ${day[lang]}`,
      `${en ? 'Time of day' : 'Moment de la journée'}: ${time[lang]}`,
      `${en ? 'Pesticide type' : 'Type de pesticide'}: ${type[lang]}`,
      `${en ? 'Product' : 'Produit'}: ${f.Product}`,
      '',
      en
        ? 'Sign in to Bee.Watch to see it on the map: {SiteUrl}'
        : 'Connectez-vous à Bee.Watch pour le voir sur la carte : {SiteUrl}',
      en
        ? 'Bee.Watch alerts beekeepers within 10 km and residents within 1 km. The identity of the farmer is not shared.'
        : "Bee.Watch prévient les apiculteurs à moins de 10 km et les riverains à moins de 1 km. L'identité de l'agriculteur n'est pas communiquée.",
    ].join('\n');
  };
  return {
    Subject: {
      en: `${head.en}: ${type.en}, ${day.en} (${time.en})`,
      fr: `${head.fr} : ${type.fr}, ${day.fr} (${time.fr})`,
    },
    Body: { en: body('en'), fr: body('fr') },
    Sms: {
      en: `Bee.Watch ${head.en.toLowerCase()}: ${type.en} ${f.TreatmentDate} ${time.en.toLowerCase()}, {DistanceKm} km {DirEn} of {PlaceEn}. Product: ${f.Product}.`,
      fr: `Bee.Watch ${head.fr.toLowerCase()} : ${type.fr} ${f.TreatmentDate} ${time.fr.toLowerCase()}, à {DistanceKm} km {DirFr} de {PlaceFr}. Produit : ${f.Product}.`,
    },
  };
}

/** Whether a save is worth a new alert, and which: changes of a pending treatment and cancellations. */
export function alertKindOf(
  previous: (SprayFacts & { Latitude: number; Longitude: number }) | undefined,
  next: SprayFacts & { Latitude: number; Longitude: number },
): SprayAlertKind | null {
  if (!previous) return next.Status === TreatmentStatus.Pending ? 'new' : null;
  if (next.Status === TreatmentStatus.Cancel)
    return previous.Status === TreatmentStatus.Cancel ? null : 'cancelled';
  if (next.Status !== TreatmentStatus.Pending) return null;
  if (previous.Status === TreatmentStatus.Cancel) return 'new';
  const same =
    previous.TreatmentDate === next.TreatmentDate &&
    previous.TimeOfDay === next.TimeOfDay &&
    previous.PesticideType === next.PesticideType &&
    previous.Product === next.Product &&
    previous.Latitude === next.Latitude &&
    previous.Longitude === next.Longitude;
  return same ? null : 'changed';
}
