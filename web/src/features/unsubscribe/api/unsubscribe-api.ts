import { API } from '@beewatch/shared';
import type { SendUnsubscribeEmailRequest, UnsubscribeRequest } from '@beewatch/shared';
import { call } from '@/lib/api-client';

// Public calls: no bearer token, and a 4xx never logs anyone out.

/** POST account/SendUnsubscribeEmail (spec §2.9): the server emails a code; the answer never holds it. */
export async function sendUnsubscribeEmail(body: SendUnsubscribeEmailRequest): Promise<void> {
  await call(API.account.sendUnsubscribeEmail, { body, auth: false });
}

/** POST account/Unsubscribe: checks the code on the server and disables the account. */
export async function unsubscribe(body: UnsubscribeRequest): Promise<void> {
  await call(API.account.unsubscribe, { body, auth: false });
}
