import { ErrorCode, LoginRequest, Msg, type LoginResult } from '@beewatch/shared';
import type * as z from 'zod/mini';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n';
import { authenticate } from '../api/authenticate';
import { verifyOtp } from '../api/otp-verification';
import { loginErrorMessage } from './login-error';

/** The login form's values once the shared LoginRequest schema accepted them. */
export type LoginValues = z.output<typeof LoginRequest>;

/** The login form's fields that can be refused, each with its message in the UI language. */
export type LoginFieldErrors = Partial<Record<'UserName' | 'Password', string>>;

/**
 * Checks what the user typed with the shared LoginRequest schema (spec §5: 'Please enter
 * username', 'Please enter password', verbatim in English): the accepted request, or the first
 * message of each refused field, translated.
 */
export function validateLogin(input: {
  UserName: string;
  Password: string;
}): { values: LoginValues; errors?: undefined } | { values?: undefined; errors: LoginFieldErrors } {
  const parsed = LoginRequest.safeParse({ ...input, Platform: 'Web' });
  if (parsed.success) return { values: parsed.data };
  const errors: LoginFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'UserName' || field === 'Password') && !errors[field])
      errors[field] = translateMessage(issue.message);
  }
  return { errors };
}

/** True when the server refused the sign-in for an expired subscription (ErrorCode 4, spec §4). */
export function isSubscriptionExpired(err: unknown): boolean {
  return err instanceof ApiError && err.code === ErrorCode.SubscriptionExpired;
}

/** The message of a sign-in that returned no user or token (spec §8 'Unable to login'). */
export function unableToLoginMessage(): string {
  return translateMessage(Msg.unableToLogin);
}

/** account/Authenticate and account/OtpVerification, and the message of a failed sign-in. */
export { authenticate, verifyOtp, loginErrorMessage };
export type { LoginResult };
