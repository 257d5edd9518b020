import { API, type ColonyRecord } from '@beewatch/shared';
import { call } from '@/lib/api-client';
import { useCacheMutation } from '@/hooks/use-cache-mutation';
import { colonyKeys } from './keys';

/** GET beekeeper/ColonyByToken: the colony a label (token or the URL it encodes) is linked to. */
export async function getColonyByToken(token: string): Promise<ColonyRecord> {
  return (await call(API.colonies.colonyByToken, { query: { Token: token } })).data;
}

/** Opens a colony by its label; the record then lives in the colony's own query. */
export function useOpenColonyByToken() {
  return useCacheMutation(getColonyByToken, {
    store: (record) => [colonyKeys.record(record.Colony.ColonyID), record],
  });
}
