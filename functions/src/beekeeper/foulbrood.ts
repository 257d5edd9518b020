import type { FoulbroodBand } from '@beewatch/shared';
import { foulbroodNear } from '../inspections/index.js';

/** The radius of the disease alert (BeeBase: apiaries within 3 km of a confirmed case). */
export const FOULBROOD_RADIUS_M = 3000;

/**
 * Confirmed AFB/EFB cases within 3 km of each of the beekeeper's apiaries, as the inspections
 * domain tells them: the disease, the distance band and the month — never the other apiary or its
 * keeper (BeeBase 3 km alerts). The keeper's own cases are left out (they know them). One radius
 * search per apiary.
 */
export async function foulbroodBands(
  userName: string,
  apiaries: { Name: string; Latitude: number; Longitude: number }[],
): Promise<FoulbroodBand[]> {
  const out: FoulbroodBand[] = [];
  for (const a of apiaries) {
    const found = await foulbroodNear(a.Latitude, a.Longitude, FOULBROOD_RADIUS_M, { exceptOwner: userName });
    for (const f of found) out.push({ ApiaryName: a.Name, Disease: f.Disease, Band: f.Band, Month: f.Month });
  }
  return out;
}
