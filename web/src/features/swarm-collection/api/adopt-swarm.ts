import { API } from '@beewatch/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { useSwarmAlertChanged } from './get-swarm-alert';

/** POST beekeeper/AdoptSwarm?ID=: first collector wins (409 'already adopted' otherwise). */
export async function adoptSwarm(id: string) {
  return (await call(API.swarm.adoptSwarm, { query: { ID: id } })).data;
}

/** Adopts the swarm: first collector wins. */
export function useAdoptSwarm() {
  const onSuccess = useSwarmAlertChanged();
  return useMutation({ mutationFn: adoptSwarm, onSuccess });
}
