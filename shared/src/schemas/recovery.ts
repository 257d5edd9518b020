import * as z from 'zod/mini';
import { RecoveryMsg } from '../catalogues/recovery.js';
import { SignInUserName as UserName } from './account.js';
import { EMAIL_PATTERN, verificationCode } from './field-schemas.js';

export { RecoveryMsg };

/**
 * The user pool's password policy (infra auth stack: at least 12 characters, upper, lower,
 * digit, symbol), checked before Cognito so the message is clear and nothing is consumed
 * for a password Cognito would refuse; cognito-local does not enforce a policy at all.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;
const SYMBOL = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+-]/;

/** Whether a password meets the user pool's policy (PASSWORD_MIN_LENGTH, upper, lower, digit, symbol). */
export function meetsPasswordPolicy(p: string): boolean {
  return (
    p.length >= PASSWORD_MIN_LENGTH && /[a-z]/.test(p) && /[A-Z]/.test(p) && /\d/.test(p) && SYMBOL.test(p)
  );
}

/** A new password: required with the spec's message, then the pool's policy. */
export const NewPassword = z
  .string()
  .check(
    z.minLength(1, RecoveryMsg.newPasswordRequired),
    z.maxLength(PASSWORD_MAX_LENGTH),
    z.refine(meetsPasswordPolicy, RecoveryMsg.passwordPolicy),
  );

const ResetCode = verificationCode(RecoveryMsg.enterVerificationCode, RecoveryMsg.otpLength);

/**
 * The spec's generic mustMatch rule (§5): flags `second` when it differs from `first`.
 * Use with `.check(z.superRefine(mustMatch('A', 'B', message)))`.
 */
export function mustMatch<K extends string>(first: K, second: K, message: string) {
  return (value: Record<K, unknown>, ctx: z.core.$RefinementCtx) => {
    if (value[first] !== value[second]) ctx.addIssue({ code: 'custom', path: [second], message });
  };
}

/** Forgot password (spec §7.2: user name and app type). */
export const ForgotPasswordRequest = z.object({
  UserName,
  AppType: z.nullish(z.string().check(z.trim(), z.maxLength(20))),
});
export type ForgotPasswordRequest = z.input<typeof ForgotPasswordRequest>;

/** Forgot password token (spec §7.2: user name and code; §5 both required). */
export const ForgotPasswordTokenRequest = z.object({ UserName, VerificationCode: ResetCode });
export type ForgotPasswordTokenRequest = z.input<typeof ForgotPasswordTokenRequest>;

/** Reset common password (spec §3, §7.2: UserName, VerificationCode, NewPassword). */
export const ResetPasswordRequest = z.object({ UserName, VerificationCode: ResetCode, NewPassword });
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequest>;

const ConfirmPassword = z
  .string()
  .check(z.minLength(1, RecoveryMsg.confirmPasswordRequired), z.maxLength(PASSWORD_MAX_LENGTH));

/** The reset form (spec §5): new and confirmation, which must match. */
export const ResetPasswordForm = z
  .object({ NewPassword, ConfirmPassword })
  .check(z.superRefine(mustMatch('NewPassword', 'ConfirmPassword', RecoveryMsg.passwordShouldMatch)));
export type ResetPasswordForm = z.input<typeof ResetPasswordForm>;

/** Change password (spec §2.2, §7.3 admin/ChangePassword): the old password and the new one. */
export const ChangePasswordRequest = z.object({
  OldPassword: z
    .string()
    .check(z.minLength(1, RecoveryMsg.oldPasswordRequired), z.maxLength(PASSWORD_MAX_LENGTH)),
  NewPassword,
});
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequest>;

/** The change-password form: old, new and confirmation (same messages as reset, mustMatch). */
export const ChangePasswordForm = z
  .extend(ChangePasswordRequest, { ConfirmPassword })
  .check(z.superRefine(mustMatch('NewPassword', 'ConfirmPassword', RecoveryMsg.passwordShouldMatch)));
export type ChangePasswordForm = z.input<typeof ChangePasswordForm>;

/** Renew subscription request (spec §3: Email, AccessCode, UserName; §5 messages). */
export const RenewSubscriptionRequest = z.object({
  Email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, RecoveryMsg.renewEnterEmail),
      z.maxLength(100),
      z.regex(EMAIL_PATTERN, RecoveryMsg.validEmail),
    ),
  AccessCode: z.string().check(z.trim(), z.minLength(1, RecoveryMsg.renewEnterAccessCode), z.maxLength(20)),
  UserName,
});
export type RenewSubscriptionRequest = z.input<typeof RenewSubscriptionRequest>;

/** Renew result: the new subscription expiry (ISO 8601). */
export const RenewSubscriptionResult = z.object({ SubscriptionExpiry: z.string() });
export type RenewSubscriptionResult = z.infer<typeof RenewSubscriptionResult>;

/**
 * Check2StepVerification result (spec §4 'Two-step prompt'): ShowPrompt when two-step is off,
 * the user has not chosen 'do not show again' and has an email to send the code to.
 */
export const TwoStepStatus = z.object({
  ShowPrompt: z.boolean(),
  TwoStepMode: z.number().check(z.int(), z.gte(0), z.lte(3)),
  DoNotShowThisAgain: z.boolean(),
});
export type TwoStepStatus = z.infer<typeof TwoStepStatus>;

/** Where the enabling code went: CodeSentOn 2 (email) and the masked address. */
export const TwoStepCodeSent = z.object({ CodeSentOn: z.literal(2), email: z.string() });
export type TwoStepCodeSent = z.infer<typeof TwoStepCodeSent>;

/** Enable two-step (spec §5: empty → 'Please enter 6 digit verification code.'). Mode is always 2. */
export const EnableTwoStepRequest = z.object({
  VerificationCode: verificationCode(RecoveryMsg.enterSixDigitCode, RecoveryMsg.otpLength),
});
export type EnableTwoStepRequest = z.input<typeof EnableTwoStepRequest>;

/** Do not show again (spec §4): saved on the profile; required so an empty body changes nothing. */
export const DoNotShowTwoStepRequest = z.object({ DoNotShowThisAgain: z.boolean() });
export type DoNotShowTwoStepRequest = z.input<typeof DoNotShowTwoStepRequest>;
