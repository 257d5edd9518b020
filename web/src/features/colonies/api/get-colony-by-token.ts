import { API, type ColonyRecord } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { colonyKeys } from './keys';

/** GET beekeeper/ColonyByToken: the colony a label (token or the URL it encodes) is linked to. */
export async function getColonyByToken(token: string): Promise<ColonyRecord> {
  return (await call(API.colonies.colonyByToken, { query: { Token: token } })).data;
}

/** Opens a colony by its label; the record then lives in the colony's own query. */
export function useOpenColonyByToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: getColonyByToken,
    onSuccess: (record) => queryClient.setQueryData(colonyKeys.record(record.Colony.ColonyID), record),
  });
}
