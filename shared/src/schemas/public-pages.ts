import * as z from 'zod/mini';
import { PublicPageMsg } from '../catalogues/public-pages.js';

export { PublicPageMsg };

/**
 * ID of common/renderimage/{ID}: a tracking record id (a ULID, 26 Crockford base-32 characters).
 * Anything else — path parts, dots, slashes, encoded traversal — is refused before any lookup.
 */
export const RenderImageId = z
  .string()
  .check(z.trim(), z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/i, PublicPageMsg.imageNotFound));
export const PublicImageQuery = z.object({ ID: RenderImageId });
export const PublicImageData = z.object({
  ContentType: z.string(),
  Url: z.string(),
  ExpiresInSeconds: z.number().check(z.int()),
});
export type PublicImageData = z.infer<typeof PublicImageData>;

/** Maximum height of the image viewer, px (spec §2.1 common/renderimage/{ID}). */
export const RENDER_IMAGE_MAX_HEIGHT_PX = 550;

/** A captions track of the species video (WebVTT text, served inline). */
export const CaptionTrack = z.object({
  /** BCP 47: 'en' or 'fr'. */
  Language: z.string(),
  Label: z.string(),
  Vtt: z.string(),
});
/** GET common/GetSpeciesVideo (home/speciciesvideo): where the video plays from, and its captions. */
export const SpeciesVideoData = z.object({
  Url: z.string(),
  ContentType: z.string(),
  /** 's3': the clip in the media bucket (presigned, short-lived); 'external': a configured address. */
  Source: z.enum(['s3', 'external']),
  Captions: z.array(CaptionTrack),
});
export type SpeciesVideoData = z.infer<typeof SpeciesVideoData>;
