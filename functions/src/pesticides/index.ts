/**
 * The pesticides domain's public surface: what a treatment schedule may use (an authorised,
 * unexpired catalogue product or one of the user's tank mixes).
 */
export { resolveScheduleProduct, type ScheduledProduct } from './mixtures.js';
export { eraseMixtures } from './erase.js';
export { hazardOfType } from './hazard-by-type.js';
export { getMixture, getProducts, productsRead } from './repository.js';
export type { StoredProduct } from './pesticide-entity.js';
