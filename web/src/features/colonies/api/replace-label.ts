import { API } from '@beewatch/shared';
import { call } from '@/lib/api-client';
import { useCacheMutation } from '@/hooks/use-cache-mutation';
import { colonyKeys } from './keys';

/** POST admin/ReplaceQr: a new code for the same colony; the old one is voided. */
export async function replaceLabel(token: string) {
  return (await call(API.colonies.replaceQr, { body: { Token: token } })).data;
}

export function useReplaceLabel() {
  return useCacheMutation(replaceLabel, { invalidate: [colonyKeys.labelSearches, colonyKeys.batches] });
}
