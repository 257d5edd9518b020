import type { BeeHazard } from '@beewatch/shared';
import { getMixture, getProducts, hazardOfType } from '../pesticides/index.js';

/**
 * The bee-hazard traffic light of what a schedule sprays (role-screens §1.9): the catalogue
 * product's light (basis 'product'), a tank mix's worst product light, or — for a schedule made
 * before the catalogue, or a product no longer in it — an estimate from the pesticide type (basis
 * 'type', said on screen): insecticides are the class that kills bees (red); herbicides,
 * fungicides and others can harm bees in mixtures or on flowering crops (amber); rodenticide and
 * molluscicide baits are not sprayed on crops bees visit (green).
 */
export interface ProductHazard {
  hazard: BeeHazard;
  basis: 'product' | 'type';
  authorisationNumber: string | null;
  statement: string | null;
}

const RANK: Record<BeeHazard, number> = { unknown: -1, green: 0, amber: 1, red: 2 };

/** What a schedule says it sprays. */
export interface Sprayed {
  TreatmentScheduleID: string;
  PesticideType: number;
  ProductID?: string | null;
  MixtureID?: string | null;
}

const byType = (pesticideType: number): ProductHazard => ({
  hazard: hazardOfType(pesticideType),
  basis: 'type',
  authorisationNumber: null,
  statement: null,
});

/** The light of each schedule's product or mix, by schedule id (BatchGets of the catalogue). */
export async function hazardsOf(schedules: Sprayed[]): Promise<Map<string, ProductHazard>> {
  const mixtures = new Map(
    await Promise.all(
      [...new Set(schedules.flatMap((s) => (s.MixtureID ? [s.MixtureID] : [])))].map(
        async (id) => [id, await getMixture(id)] as const,
      ),
    ),
  );
  const productIds = new Set<string>();
  for (const s of schedules) {
    if (s.ProductID) productIds.add(s.ProductID);
    for (const p of (s.MixtureID && mixtures.get(s.MixtureID)?.ProductIDs) || []) productIds.add(p);
  }
  const products = await getProducts([...productIds]);
  const out = new Map<string, ProductHazard>();
  for (const s of schedules) {
    const ids = s.ProductID
      ? [s.ProductID]
      : s.MixtureID
        ? (mixtures.get(s.MixtureID)?.ProductIDs ?? [])
        : [];
    const found = ids.flatMap((id) => {
      const p = products.get(id);
      return p ? [p] : [];
    });
    if (!found.length || found.length !== ids.length) {
      out.set(s.TreatmentScheduleID, byType(s.PesticideType));
      continue;
    }
    const worst = found.reduce((a, b) => (RANK[b.TrafficLight] > RANK[a.TrafficLight] ? b : a));
    out.set(s.TreatmentScheduleID, {
      hazard: worst.TrafficLight,
      basis: 'product',
      authorisationNumber: found.map((p) => p.AuthorisationNumber).join(', ') || null,
      statement:
        found
          .flatMap((p) => [...p.BeeHazardStatements, ...(p.BeeHazardText ? [p.BeeHazardText] : [])])
          .join('; ') || null,
    });
  }
  return out;
}
