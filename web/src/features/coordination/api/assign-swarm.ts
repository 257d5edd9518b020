import { API } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { coordinationKeys } from './keys';

/** POST beewatchagent/AssignSwarm: sends the swarm to one named collector of the domain. */
export async function assignSwarm(input: { SwarmID: string; UserName: string }) {
  const res = await call(API.coordination.assignSwarm, { body: input });
  return { swarm: res.data, message: res.ErrorMessage };
}

export function useAssignSwarm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignSwarm,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: coordinationKeys.all }),
  });
}
