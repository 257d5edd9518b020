import { API, SwarmAlertDetail } from '@beewatch/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { collectionKeys } from './get-collection-area';

/** GET beekeeper/GetSwarmAlert?ID=: one swarm; the reporter's contact only for its adopter. */
export async function getSwarmAlert(id: string, signal?: AbortSignal) {
  return (await call(API.swarm.getSwarmAlert, { query: { ID: id }, signal })).data;
}

export function useSwarmAlert(id: string) {
  return useQuery({
    queryKey: collectionKeys.alert(id),
    queryFn: ({ signal }) => getSwarmAlert(id, signal),
    retry: false,
  });
}

/** Shows an adopted or updated swarm at once and refreshes the alert list. */
export function useSwarmAlertChanged() {
  const queryClient = useQueryClient();
  return (detail: SwarmAlertDetail) => {
    queryClient.setQueryData(collectionKeys.alert(detail.SwarmID), detail);
    void queryClient.invalidateQueries({ queryKey: collectionKeys.alerts });
  };
}
