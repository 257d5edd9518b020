import {
  API,
  RenewSubscriptionResult,
  TwoStepCodeSent,
  TwoStepStatus,
  type ChangePasswordRequest,
  type ForgotPasswordRequest,
  type ForgotPasswordTokenRequest,
  type RenewSubscriptionRequest,
  type ResetPasswordRequest,
} from '@beewatch/shared';
import { call } from '@/lib/api-client';

// The forgot-password and renew calls run without a session (auth: false): a 401 there must
// not log anyone out. Change password and the two-step calls are for the signed-in user.

/** POST common/Forgotpassword (spec §7.2): emails a code; answers the same for unknown users. */
export async function requestPasswordReset(body: ForgotPasswordRequest): Promise<void> {
  await call(API.account.forgotPassword, { body, auth: false });
}

/** POST common/ForgotPasswordToken: checks the emailed code without using it up. */
export async function checkResetCode(body: ForgotPasswordTokenRequest): Promise<void> {
  await call(API.account.forgotPasswordToken, { body, auth: false });
}

/** POST common/ResetPassword (spec §3: UserName, VerificationCode, NewPassword). */
export async function resetPassword(body: ResetPasswordRequest): Promise<void> {
  await call(API.account.resetPassword, { body, auth: false });
}

/** POST account/RenewSubscription (spec §3: Email, AccessCode, UserName). */
export async function renewSubscription(body: RenewSubscriptionRequest): Promise<RenewSubscriptionResult> {
  const res = await call(API.account.renewSubscription, { body, auth: false });
  return res.data;
}

/** POST admin/ChangePassword (spec §7.3) for the signed-in user. */
export async function changePassword(body: ChangePasswordRequest): Promise<void> {
  await call(API.account.changePassword, { body });
}

/** GET common/Check2StepVerification: whether the two-step prompt may show (spec §4). */
export async function getTwoStepStatus(signal?: AbortSignal): Promise<TwoStepStatus> {
  const res = await call(API.account.check2StepVerification, { signal });
  return res.data;
}

/** POST account/SendTwoStepCode: emails the enabling code; returns the masked address. */
export async function sendTwoStepCode(): Promise<TwoStepCodeSent> {
  const res = await call(API.account.sendTwoStepCode, {});
  return res.data;
}

/** POST account/EnableTwoStep: the emailed code; two-step by email (mode 2) on success. */
export async function enableTwoStep(VerificationCode: string): Promise<void> {
  await call(API.account.enableTwoStep, { body: { VerificationCode } });
}

/** POST account/DoNotShowTwoStepAgain: saves 'do not show again' on the profile. */
export async function doNotShowTwoStepAgain(): Promise<void> {
  await call(API.account.doNotShowTwoStepAgain, { body: { DoNotShowThisAgain: true } });
}
