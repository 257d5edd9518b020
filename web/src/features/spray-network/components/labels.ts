import type { TFunction } from 'i18next';
import { formatDisplayDay } from '@/lib/dates';

/** Display text of the spray enumerations (the spray map's shared `sprayEnum` strings). */
export const sprayText = (t: TFunction, lng: string) => ({
  day: (iso: string) => formatDisplayDay(iso, lng),
  time: (v: number) => t(`sprayEnum.timeOfDay.${v}`),
  type: (v: number) => t(`sprayEnum.pesticideType.${v}`),
  status: (v: number) => t(`sprayEnum.status.${v}`),
  band: (b: string) => t(`sprayNet.band.${b}`),
  direction: (d: string) => t(`sprayNet.direction.${d}`),
  channel: (c: string) => t(`sprayNet.channel.${c}`),
  kind: (k: string) => t(`sprayNet.kind.${k}`),
});
