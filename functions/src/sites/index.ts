/** The sites domain's public surface: what the other domains may use. */
export { eraseApiaries, eraseHome } from './erase.js';
export { indexHome } from './homes.js';
export { SPRAY } from './treatments/treatment-entity.js';
