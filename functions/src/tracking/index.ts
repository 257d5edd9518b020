/** The tracking domain's public surface: what the other domains may use. */
export {
  HORNET_CELL_KIND,
  categoryKey,
  counterPartition,
  counterTotalKey,
  dayCounterSk,
  foldForSort,
  recordKey,
} from './keys.js';
export { NO_MEDIA, audioKeyOf, imageKeyOf, mediaFileOf, videoKeyOf, type MediaKind } from './media-keys.js';
export {
  StoredTracking,
  createTracking,
  getTracking,
  getTrackingBatch,
  queryHornetsNear,
} from './repository.js';
