import type { TFunction } from 'i18next';

/** Colours of the swarm statuses (spec §3: 1–7) on the coordinator's maps. */
export const STATUS_COLOURS: Record<number, string> = {
  1: '#b91c1c',
  2: '#b45309',
  3: '#6b7280',
  4: '#15803d',
  5: '#7e22ce',
  6: '#111827',
  7: '#1d4ed8',
};
export const STATUSES = [1, 2, 3, 4, 5, 6, 7] as const;

/** A status's name in the UI language. */
export const statusLabel = (t: TFunction, status: number) => t(`coordination.status.${status}`);
/** A report's type (Bees, Wasps, Other: text) in the UI language. */
export const typeLabel = (t: TFunction, type: number, other = '') =>
  type === 3 && other ? `${t('coordination.type.3')}: ${other}` : t(`coordination.type.${type}`);
/** Inside or outside a building structure. */
export const beeLabel = (t: TFunction, bee: number) => t(`coordination.bee.${bee}`);

/** Coverage shades of role-screens §4.2: 0 = gap, 1 = thin, 2+ = covered. */
export const coverageColour = (count: number) =>
  count === 0 ? '#dc2626' : count === 1 ? '#d97706' : '#16a34a';
/** Radius drawn around an area unit's centroid where the gazetteer has no outline, metres. */
export const UNIT_RADIUS_M = 2500;
