import { API } from '@beewatch/shared';
import type { SendUnsubscribeEmailRequest } from '@beewatch/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** POST account/SendUnsubscribeEmail (spec §2.9): the server emails a code; the answer never holds it. */
export async function sendUnsubscribeEmail(body: SendUnsubscribeEmailRequest): Promise<void> {
  await call(API.profile.sendUnsubscribeEmail, { body, auth: false });
}

/** Asks for the unsubscribe code (public: no bearer token, a 4xx logs nobody out). */
export const useSendUnsubscribeEmail = () => useMutation({ mutationFn: sendUnsubscribeEmail });
