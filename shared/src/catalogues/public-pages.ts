/** Verbatim server messages of the public pages. */
export const PublicPageMsg = {
  imageNotFound: 'Image not found',
  videoNotConfigured: 'The species video is not available',
} as const;
