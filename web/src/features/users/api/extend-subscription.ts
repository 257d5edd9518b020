import { API } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { userKeys } from './get-users';

/** POST admin/ExtendSubscription: the selected users' subscriptions run through ExpiryDate. */
export async function extendSubscription(body: { UserNames: string[]; ExpiryDate: string }): Promise<number> {
  return (await call(API.account.extendSubscription, { body })).data.Count;
}

export function useExtendSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: extendSubscription,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
