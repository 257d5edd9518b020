import { API, LoginResult, type LoginRequest } from '@beewatch/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** POST account/Authenticate (spec §7.2; sent without the bearer token, as every account call: it runs before there is one): either asks for the verification code or opens the session. */
export async function authenticate(body: LoginRequest): Promise<LoginResult> {
  const res = await call(API.account.authenticate, { body, auth: false });
  return res.data;
}

/** Signs in (the login form awaits it; nothing is cached). */
export const useAuthenticate = () => useMutation({ mutationFn: authenticate });
