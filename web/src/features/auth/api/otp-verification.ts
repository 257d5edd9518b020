import { API, LoginResult, type OtpVerificationRequest } from '@beewatch/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** POST account/OtpVerification: the login fields plus the code (spec §4). */
export async function verifyOtp(body: OtpVerificationRequest): Promise<LoginResult> {
  const res = await call(API.account.otpVerification, { body, auth: false });
  return res.data;
}

/** Sends the verification code of a pending sign-in. */
export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
