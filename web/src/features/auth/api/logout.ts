import { API } from '@beewatch/shared';
import { call } from '@/lib/api-client';

/** POST account/Logout: clears the refresh cookie on the server (gives up after `timeoutMs`). */
export async function logoutOnServer(timeoutMs = 5000): Promise<void> {
  await call(API.account.logout, { auth: false, keepalive: true, signal: AbortSignal.timeout(timeoutMs) });
}
