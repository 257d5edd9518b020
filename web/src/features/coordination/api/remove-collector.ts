import { API } from '@beewatch/shared';
import { call, envelopeMessage } from '@/lib/api-client';
import { coordinationKeys } from './keys';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';

/** POST beewatchagent/RemoveSwarmCollector: off the list (their area goes; the account stays). */
export async function removeCollector(userName: string) {
  const res = await call(API.coordination.removeSwarmCollector, { body: { UserName: userName } });
  return { message: envelopeMessage(res) };
}

export function useRemoveCollector() {
  return useInvalidatingMutation(removeCollector, coordinationKeys.all);
}
