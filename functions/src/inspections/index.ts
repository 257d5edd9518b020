/**
 * The inspections domain's public surface: what the other domains may use.
 * `foulbroodNear(lat, lon, radiusMetres, { exceptOwner })` gives confirmed AFB/EFB cases near a
 * point as distance bands only (the beekeeper home's foulbrood alert).
 */
export { foulbroodNear } from './foulbrood-near.js';
