/**
 * The benches' own marker items (never in the portal's data): one per seeded data set, telling a
 * rerun on a persisted database what is already there.
 */
export const benchMarkerKey = (dataSet: 'GEO' | 'SEED' | 'SWARM') => ({
  pk: `BENCH#${dataSet}`,
  sk: dataSet === 'SEED' ? 'META' : 'SEEDED',
});
