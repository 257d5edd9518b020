import { API, type CollectorStatus } from '@beewatch/shared';
import { call, envelopeMessage } from '@/lib/api-client';
import { coordinationKeys } from './keys';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';

/** POST beewatchagent/SetSwarmCollectorStatus: suspend (with a reason) or reactivate a collector. */
export async function setCollectorStatus(input: {
  UserName: string;
  Status: CollectorStatus;
  Reason?: string;
}) {
  const res = await call(API.coordination.setSwarmCollectorStatus, { body: input });
  return { collector: res.data, message: envelopeMessage(res) };
}

export function useSetCollectorStatus() {
  return useInvalidatingMutation(setCollectorStatus, coordinationKeys.all);
}
