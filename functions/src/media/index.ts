/** The media domain's public surface: tracking images and media by id. */
export { renderImage, trackingMediaUrl } from './service.js';
