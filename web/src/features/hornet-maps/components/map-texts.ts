import type { FlightLine, HornetItem, NestEstimate, SprayNotification } from '@beewatch/shared';
import type { TFunction } from 'i18next';
import { formatDisplayDate, formatDisplayDay } from '@/lib/dates';
import { formatDecimal } from '@/lib/numbers';

/** Popup/list lines of a spray notification: what, when, how far — never who. */
export function sprayLines(
  t: TFunction,
  lng: string,
  n: SprayNotification & { DistanceM?: number },
): string[] {
  return [
    t('sprayText.notification'),
    `${t(`sprayEnum.pesticideType.${n.PesticideType}`)} · ${n.Product}`,
    `${formatDisplayDay(n.TreatmentDate, lng)} · ${t(`sprayEnum.timeOfDay.${n.TimeOfDay}`)} · ${t(`sprayEnum.status.${n.Status}`)}`,
    ...(n.DistanceM === undefined
      ? []
      : [t('sprayText.distance', { km: formatDecimal(n.DistanceM / 1000, 1, lng) })]),
  ];
}

export function hornetLines(t: TFunction, lng: string, h: HornetItem): string[] {
  return [
    t('flight.sighting', { date: formatDisplayDate(h.CreatedDate, lng), category: h.CategoryName }),
    ...(h.Notes ? [h.Notes] : []),
    h.CompassDegree === null ? t('flight.noBearing') : t('flight.compass', { deg: h.CompassDegree }),
  ];
}

export function lineLines(t: TFunction, lng: string, l: FlightLine, h?: HornetItem): string[] {
  return [
    ...(h
      ? [t('flight.sighting', { date: formatDisplayDate(h.CreatedDate, lng), category: h.CategoryName })]
      : [t('flight.line')]),
    t('flight.bearing', {
      compass: formatDecimal(l.CompassDegree, 0, lng),
      true: formatDecimal(l.TrueBearing, 1, lng),
      decl: formatDecimal(l.DeclinationDeg, 1, lng),
    }),
    t('flight.calculated', { km: formatDecimal(l.DistanceM / 1000, 1, lng) }),
  ];
}

export function estimateLines(t: TFunction, e: NestEstimate): string[] {
  return [
    t('flight.estimate', { count: e.LineCount }),
    t('flight.ellipse', { major: e.SemiMajorM, minor: e.SemiMinorM }),
  ];
}
