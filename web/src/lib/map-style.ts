import * as z from 'zod/mini';
import { env } from './env';

/** `/config.json`, written beside the pages by the web stack in AWS (absent locally). */
const RuntimeConfig = z.object({ mapStyleUrl: z.url() });

let styleUrl: Promise<string | null> | null = null;

/**
 * The basemap style URL: the Amazon Location style (with its referer-restricted API key) that
 * the deployed `/config.json` names, else the build-time `VITE_MAP_STYLE_URL`, else null — the
 * offline basemap. Fetched once; never throws (a missing or malformed file means "offline").
 */
export function loadMapStyleUrl(): Promise<string | null> {
  styleUrl ??= fetch('/config.json', { cache: 'no-store', headers: { Accept: 'application/json' } })
    .then(async (res) => (res.ok ? RuntimeConfig.safeParse(await res.json()).data?.mapStyleUrl : undefined))
    .catch(() => undefined)
    .then((url) => url ?? env.mapStyleUrl);
  return styleUrl;
}
