import { API, type SubstanceInput } from '@beewatch/shared';
import { call } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { pesticideKeys } from './keys';

/** POST admin/AddOrUpdatePesticide: adds or edits a substance (bee toxicity, type, status). */
export async function saveSubstance(body: SubstanceInput) {
  return (await call(API.pesticides.saveSubstance, { body })).data;
}

/** Saves, then reloads substances and products (a product's light may follow the substance). */
export function useSaveSubstance() {
  return useInvalidatingMutation(saveSubstance, pesticideKeys.all);
}
