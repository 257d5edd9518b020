import { BeeOption, SwarmStatus, SwarmType } from '@beewatch/shared';
import type { TFunction } from 'i18next';

const STATUS_NAME = Object.fromEntries(Object.entries(SwarmStatus).map(([k, v]) => [v, k])) as Record<
  number,
  string
>;

/** A swarm status (spec §3) in the UI language. */
export const statusLabel = (t: TFunction, status: number) =>
  t(`swarmCollection.status.${STATUS_NAME[status] ?? 'New'}`);

/** TypeOption (spec §3) with the Other text. */
export function typeLabel(t: TFunction, type: number, other: string) {
  if (type === SwarmType.Wasps) return t('swarmCollection.type.wasps');
  if (type === SwarmType.Other) return `${t('swarmCollection.type.other')}: ${other}`;
  return t('swarmCollection.type.bees');
}

/** BeeOption (spec §3). */
export const placeLabel = (t: TFunction, option: number) =>
  option === BeeOption.Inside ? t('swarmCollection.inside') : t('swarmCollection.outside');
