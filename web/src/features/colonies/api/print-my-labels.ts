import { API } from '@beewatch/shared';
import { call } from '@/lib/api-client';
import { colonyKeys } from './keys';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';

/** POST beekeeper/PrintQrLabels: the beekeeper's own labels for a sheet (counts the prints). */
export async function printMyLabels(tokens: string[]) {
  return (await call(API.colonies.printMyQrLabels, { body: { Tokens: tokens } })).data;
}

export function usePrintMyLabels() {
  return useInvalidatingMutation(printMyLabels, colonyKeys.myLabels);
}
