import { API } from '@beewatch/shared';
import { call } from '@/lib/api-client';
import { colonyKeys } from './keys';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';

/** POST admin/ReprintQr: the same codes again (links kept); counts the prints. */
export async function reprintLabels(tokens: string[]) {
  return (await call(API.colonies.reprintQr, { body: { Tokens: tokens } })).data;
}

export function useReprintLabels() {
  return useInvalidatingMutation(reprintLabels, colonyKeys.labelSearches);
}
