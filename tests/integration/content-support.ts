import { DEMO_PASSWORD } from '@beewatch/shared';
import { inject } from 'vitest';
import type { PortalApi } from '../support/api.js';

/**
 * The access token of `admin`, signed in once for the whole run by the global setup (each
 * two-step sign-in mails a code, and codes are limited to 20 an hour).
 */
export async function adminToken(_api?: PortalApi): Promise<string> {
  return inject('adminToken');
}

/** Signs in `admin` (two-step by email) with the code from the outbox; returns the access token. */
export async function signInAdmin(api: PortalApi): Promise<string> {
  await api.call('POST', 'account/Authenticate', { body: { UserName: 'admin', Password: DEMO_PASSWORD } });
  const Otp = await api.latestCode('admin@bee.watch.local');
  const res = await api.call<{ access_token: string }>('POST', 'account/OtpVerification', {
    body: { UserName: 'admin', Password: DEMO_PASSWORD, Otp },
  });
  if (!res.body.data?.access_token) throw new Error(`admin sign-in failed: ${JSON.stringify(res.body)}`);
  return res.body.data.access_token;
}
