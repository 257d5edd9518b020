import { API, type MixtureInput } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { pesticideKeys } from './keys';

/** GET pesticide/MyMixtures: the caller's tank mixes with their lights now. */
export async function getMixtures(signal?: AbortSignal) {
  return (await call(API.pesticides.myMixtures, { signal })).data;
}

export function useMixtures() {
  return useQuery({ queryKey: pesticideKeys.mixtures, queryFn: ({ signal }) => getMixtures(signal) });
}

/** POST pesticide/SaveMixture (spec §7.3). */
export async function saveMixture(body: MixtureInput) {
  return (await call(API.pesticides.saveMixture, { body })).data;
}

export function useSaveMixture() {
  return useInvalidatingMutation(saveMixture, pesticideKeys.mixtures);
}

/** POST pesticide/DeleteMixture?MixtureID=. */
export async function deleteMixture(MixtureID: string) {
  await call(API.pesticides.deleteMixture, { query: { MixtureID } });
}

export function useDeleteMixture() {
  return useInvalidatingMutation(deleteMixture, pesticideKeys.mixtures);
}
