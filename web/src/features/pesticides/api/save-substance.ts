import { API, type SubstanceInput } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { pesticideKeys } from './keys';

/** POST admin/AddOrUpdatePesticide: adds or edits a substance (bee toxicity, type, status). */
export async function saveSubstance(body: SubstanceInput) {
  return (await call(API.pesticides.saveSubstance, { body })).data;
}

/** Saves, then reloads substances and products (a product's light may follow the substance). */
export function useSaveSubstance() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveSubstance,
    onSuccess: () => void qc.invalidateQueries({ queryKey: pesticideKeys.all }),
  });
}
