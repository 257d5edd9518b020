import { API } from '@beewatch/shared';
import { call } from '@/lib/api-client';
import { userKeys } from './get-users';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';

/** POST admin/ExtendSubscription: the selected users' subscriptions run through ExpiryDate. */
export async function extendSubscription(body: { UserNames: string[]; ExpiryDate: string }): Promise<number> {
  return (await call(API.users.extendSubscription, { body })).data.Count;
}

export function useExtendSubscription() {
  return useInvalidatingMutation(extendSubscription, userKeys.all);
}
