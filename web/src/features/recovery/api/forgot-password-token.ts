import { API, type ForgotPasswordTokenRequest } from '@beewatch/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** POST common/ForgotPasswordToken: checks the emailed code without using it up. */
export async function checkResetCode(body: ForgotPasswordTokenRequest): Promise<void> {
  await call(API.account.forgotPasswordToken, { body, auth: false });
}

/** Checks the emailed code (no session). */
export const useCheckResetCode = () => useMutation({ mutationFn: checkResetCode });
