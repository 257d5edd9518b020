import { API, LoginResult, type LoginRequest, type OtpVerificationRequest } from '@beewatch/shared';
import { call } from '@/lib/api-client';

// Account calls never carry the bearer token: they run before there is one, and a 401 from
// them means "no session", not "log out".

/** POST account/Authenticate (spec §7.2): either asks for the verification code or opens the session. */
export async function authenticate(body: LoginRequest): Promise<LoginResult> {
  const res = await call(API.account.authenticate, { body, auth: false });
  return res.data;
}

/** POST account/OtpVerification: the login fields plus the code (spec §4). */
export async function verifyOtp(body: OtpVerificationRequest): Promise<LoginResult> {
  const res = await call(API.account.otpVerification, { body, auth: false });
  return res.data;
}

/** GET account/CheckLogin: restores the session from the HttpOnly refresh cookie (24 h). */
export async function checkLogin(signal?: AbortSignal): Promise<LoginResult> {
  const res = await call(API.account.checkLogin, { auth: false, signal });
  return res.data;
}

/** POST account/Logout: clears the refresh cookie on the server (gives up after `timeoutMs`). */
export async function logoutOnServer(timeoutMs = 5000): Promise<void> {
  await call(API.account.logout, { auth: false, keepalive: true, signal: AbortSignal.timeout(timeoutMs) });
}
