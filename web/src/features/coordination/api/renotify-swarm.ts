import { API } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { coordinationKeys } from './keys';

/** POST beewatchagent/ReNotifySwarm: a new alert round to the collectors covering the swarm. */
export async function reNotifySwarm(swarmId: string) {
  const res = await call(API.coordination.reNotifySwarm, { body: { SwarmID: swarmId } });
  return { swarm: res.data, message: res.ErrorMessage };
}

export function useReNotifySwarm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reNotifySwarm,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: coordinationKeys.all }),
  });
}
