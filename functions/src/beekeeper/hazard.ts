import { PesticideType, type BeeHazard } from '@beewatch/shared';

/**
 * The bee-hazard traffic light of a scheduled product (role-screens §1.9). Until a product
 * catalogue with label statements answers for the product, the light is estimated from the
 * pesticide type (basis 'type', said on screen): insecticides are the class that kills bees
 * (red); herbicides, fungicides and others can harm bees in mixtures or on flowering crops
 * (amber); rodenticide and molluscicide baits are not sprayed on crops bees visit (green).
 */
export interface ProductHazard {
  hazard: BeeHazard;
  basis: 'product' | 'type';
  authorisationNumber: string | null;
  statement: string | null;
}

const BY_TYPE: Record<number, BeeHazard> = {
  [PesticideType.Insecticide]: 'red',
  [PesticideType.Herbicide]: 'amber',
  [PesticideType.Fungicide]: 'amber',
  [PesticideType.Other]: 'amber',
  [PesticideType.Rodenticide]: 'green',
  [PesticideType.Molluscicide]: 'green',
};

/** The light of a product of a pesticide type (see above). */
export function hazardOf(_product: string, pesticideType: number): ProductHazard {
  return {
    hazard: BY_TYPE[pesticideType] ?? 'unknown',
    basis: 'type',
    authorisationNumber: null,
    statement: null,
  };
}
