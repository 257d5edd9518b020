import { API } from '@beewatch/shared';
import { call, envelopeMessage } from '@/lib/api-client';
import { coordinationKeys } from './keys';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';

/** POST beewatchagent/AssignSwarm: sends the swarm to one named collector of the domain. */
export async function assignSwarm(input: { SwarmID: string; UserName: string }) {
  const res = await call(API.coordination.assignSwarm, { body: input });
  return { swarm: res.data, message: envelopeMessage(res) };
}

export function useAssignSwarm() {
  return useInvalidatingMutation(assignSwarm, coordinationKeys.all);
}
