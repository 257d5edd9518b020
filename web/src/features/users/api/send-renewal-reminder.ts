import { API } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { userKeys } from './get-users';

/** POST admin/SendRenewalReminder: emails each selected user; returns how many. */
export async function sendRenewalReminder(userNames: string[]): Promise<number> {
  return (await call(API.account.sendRenewalReminder, { body: { UserNames: userNames } })).data.Count;
}

export function useSendRenewalReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendRenewalReminder,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
