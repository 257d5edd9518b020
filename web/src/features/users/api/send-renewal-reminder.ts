import { API } from '@beewatch/shared';
import { call } from '@/lib/api-client';
import { userKeys } from './get-users';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';

/** POST admin/SendRenewalReminder: emails each selected user; returns how many. */
export async function sendRenewalReminder(userNames: string[]): Promise<number> {
  return (await call(API.users.sendRenewalReminder, { body: { UserNames: userNames } })).data.Count;
}

export function useSendRenewalReminder() {
  return useInvalidatingMutation(sendRenewalReminder, userKeys.all);
}
