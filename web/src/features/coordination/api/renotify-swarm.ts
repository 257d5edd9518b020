import { API } from '@beewatch/shared';
import { call, envelopeMessage } from '@/lib/api-client';
import { coordinationKeys } from './keys';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';

/** POST beewatchagent/ReNotifySwarm: a new alert round to the collectors covering the swarm. */
export async function reNotifySwarm(swarmId: string) {
  const res = await call(API.coordination.reNotifySwarm, { body: { SwarmID: swarmId } });
  return { swarm: res.data, message: envelopeMessage(res) };
}

export function useReNotifySwarm() {
  return useInvalidatingMutation(reNotifySwarm, coordinationKeys.all);
}
