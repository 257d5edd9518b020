import { PesticideType, type BeeHazard } from '@beewatch/shared';

/**
 * The bee-hazard light estimated from a pesticide type, for a schedule whose product the
 * catalogue does not hold (role-screens §1.9; shown as estimated): insecticides are the class
 * that kills bees (red); herbicides, fungicides and others can harm bees in mixtures or on
 * flowering crops (amber); rodenticide and molluscicide baits are not sprayed on crops bees
 * visit (green). 'unknown' for a type outside the enum.
 */
export function hazardOfType(pesticideType: number): BeeHazard {
  return BY_TYPE[pesticideType] ?? 'unknown';
}

const BY_TYPE: Record<number, BeeHazard> = {
  [PesticideType.Insecticide]: 'red',
  [PesticideType.Herbicide]: 'amber',
  [PesticideType.Fungicide]: 'amber',
  [PesticideType.Other]: 'amber',
  [PesticideType.Rodenticide]: 'green',
  [PesticideType.Molluscicide]: 'green',
};
