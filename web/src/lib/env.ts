/** Build-time settings (Vite env). */
export const env = {
  /** Amazon Location map style URL in AWS; unset locally, where the offline basemap is used. */
  mapStyleUrl: (import.meta.env.VITE_MAP_STYLE_URL as string | undefined) || null,
  /** Shows the menu items the spec reserves for the live server (spec §2.4). */
  liveServer: import.meta.env.VITE_LIVE_SERVER === 'true',
};
