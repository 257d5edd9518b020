/** The tracking domain's public surface: what the other domains may use. */
export { categoryKey, counterPartition, foldForSort, recordKey } from './keys.js';
export { audioKeyOf, imageKeyOf, videoKeyOf } from './media-keys.js';
export {
  HORNET_CELL_KIND,
  StoredTracking,
  createTracking,
  getTracking,
  getTrackingBatch,
} from './repository.js';
