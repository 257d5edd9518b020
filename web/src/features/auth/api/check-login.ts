import { API, LoginResult } from '@beewatch/shared';
import { call } from '@/lib/api-client';

/** GET account/CheckLogin: restores the session from the HttpOnly refresh cookie (24 h). */
export async function checkLogin(signal?: AbortSignal): Promise<LoginResult> {
  const res = await call(API.account.checkLogin, { auth: false, signal });
  return res.data;
}
