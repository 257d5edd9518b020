import { API } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { coordinationKeys } from './keys';

/** POST beewatchagent/RemoveSwarmCollector: off the list (their area goes; the account stays). */
export async function removeCollector(userName: string) {
  const res = await call(API.coordination.removeSwarmCollector, { body: { UserName: userName } });
  return { message: res.ErrorMessage };
}

export function useRemoveCollector() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCollector,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: coordinationKeys.all }),
  });
}
