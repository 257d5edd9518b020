import { DEMO_PASSWORD } from '@beewatch/shared';
import type { PortalApi } from '../support/api.js';

/** Signs in `admin` (two-step by email) with the code from the outbox; returns the access token. */
export async function adminToken(api: PortalApi): Promise<string> {
  await api.call('POST', 'account/Authenticate', { body: { UserName: 'admin', Password: DEMO_PASSWORD } });
  const Otp = await api.latestCode('admin@bee.watch.local');
  const res = await api.call<{ access_token: string }>('POST', 'account/OtpVerification', {
    body: { UserName: 'admin', Password: DEMO_PASSWORD, Otp },
  });
  if (!res.body.data?.access_token) throw new Error(`admin sign-in failed: ${JSON.stringify(res.body)}`);
  return res.body.data.access_token;
}
