import { API, type ResetPasswordRequest } from '@beewatch/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** POST common/ResetPassword (spec §3: UserName, VerificationCode, NewPassword). */
export async function resetPassword(body: ResetPasswordRequest): Promise<void> {
  await call(API.account.resetPassword, { body, auth: false });
}

/** Sets the new password with the code (no session). */
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
