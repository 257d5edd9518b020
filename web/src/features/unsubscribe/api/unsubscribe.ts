import { API } from '@beewatch/shared';
import type { UnsubscribeRequest } from '@beewatch/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** POST account/Unsubscribe: checks the code on the server and disables the account. */
export async function unsubscribe(body: UnsubscribeRequest): Promise<void> {
  await call(API.profile.unsubscribe, { body, auth: false });
}

/** Unsubscribes with the emailed code (public). */
export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
