import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { API } from '@beewatch/shared';
import { call, type BodyOf } from '@/lib/api-client';
import { apiaryKeys } from './get-apiaries';

/** POST beekeeper/AddOrUpdateApiary (spec §7.3); 409 beyond 25 apiaries (spec §9). */
export async function saveApiary(values: BodyOf<typeof API.sites.addOrUpdateApiary>) {
  return (await call(API.sites.addOrUpdateApiary, { body: values })).data;
}

/** Saves, then refreshes the list and the apiary. */
export function useSaveApiary() {
  return useInvalidatingMutation(saveApiary, apiaryKeys.all);
}
