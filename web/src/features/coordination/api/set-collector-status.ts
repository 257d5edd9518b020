import { API, type CollectorStatus } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { coordinationKeys } from './keys';

/** POST beewatchagent/SetSwarmCollectorStatus: suspend (with a reason) or reactivate a collector. */
export async function setCollectorStatus(input: {
  UserName: string;
  Status: CollectorStatus;
  Reason?: string;
}) {
  const res = await call(API.coordination.setSwarmCollectorStatus, { body: input });
  return { collector: res.data, message: res.ErrorMessage };
}

export function useSetCollectorStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCollectorStatus,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: coordinationKeys.all }),
  });
}
