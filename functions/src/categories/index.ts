/** The categories domain's public surface: what the other domains may use. */
export { type StoredCategory, getCategory, listCategories } from './repository.js';
