import { API, RenewSubscriptionResult, type RenewSubscriptionRequest } from '@beewatch/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** POST account/RenewSubscription (spec §3: Email, AccessCode, UserName). */
export async function renewSubscription(body: RenewSubscriptionRequest): Promise<RenewSubscriptionResult> {
  const res = await call(API.account.renewSubscription, { body, auth: false });
  return res.data;
}

/** Renews an expired subscription with an access code (no session). */
export const useRenewSubscription = () => useMutation({ mutationFn: renewSubscription });
