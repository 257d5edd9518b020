import { API } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { colonyKeys } from './keys';

/** POST beekeeper/PrintQrLabels: the beekeeper's own labels for a sheet (counts the prints). */
export async function printMyLabels(tokens: string[]) {
  return (await call(API.colonies.printMyQrLabels, { body: { Tokens: tokens } })).data;
}

export function usePrintMyLabels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: printMyLabels,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: colonyKeys.myLabels }),
  });
}
