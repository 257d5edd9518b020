import { API, type ForgotPasswordRequest } from '@beewatch/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** POST common/Forgotpassword (spec §7.2): emails a code; answers the same for unknown users. */
export async function requestPasswordReset(body: ForgotPasswordRequest): Promise<void> {
  await call(API.account.forgotPassword, { body, auth: false });
}

/** Emails a reset code (no session; a 401 here logs nobody out). */
export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
