import {
  ChangePasswordRequest,
  DoNotShowTwoStepRequest,
  EnableTwoStepRequest,
  ForgotPasswordRequest,
  ForgotPasswordTokenRequest,
  LoginRequest,
  LoginResult,
  OtpVerificationRequest,
  RenewSubscriptionRequest,
  RenewSubscriptionResult,
  ResetPasswordRequest,
  TwoStepCodeSent,
  TwoStepStatus,
} from '../schemas/index.js';
import { defineRoutes, NO_DATA, SIGNED_IN } from './define.js';

/**
 * The account area (spec §4, §7.2): sign-in and its second factor, session restore and logout,
 * password recovery and change, subscription renewal and the two-step prompt: the function that
 * sets the session cookie. Paths keep the spec's spelling ('common/Forgotpassword').
 */
export const ACCOUNT = defineRoutes('account', {
  authenticate: {
    method: 'POST',
    path: 'account/Authenticate',
    roles: 'public',
    body: LoginRequest,
    response: LoginResult,
  },
  otpVerification: {
    method: 'POST',
    path: 'account/OtpVerification',
    roles: 'public',
    body: OtpVerificationRequest,
    response: LoginResult,
  },
  checkLogin: { method: 'GET', path: 'account/CheckLogin', roles: 'public', response: LoginResult },
  logout: { method: 'POST', path: 'account/Logout', roles: 'public', response: NO_DATA },
  forgotPassword: {
    method: 'POST',
    path: 'common/Forgotpassword',
    roles: 'public',
    body: ForgotPasswordRequest,
    response: NO_DATA,
  },
  forgotPasswordToken: {
    method: 'POST',
    path: 'common/ForgotPasswordToken',
    roles: 'public',
    body: ForgotPasswordTokenRequest,
    response: NO_DATA,
  },
  resetPassword: {
    method: 'POST',
    path: 'common/ResetPassword',
    roles: 'public',
    body: ResetPasswordRequest,
    response: NO_DATA,
  },
  renewSubscription: {
    method: 'POST',
    path: 'account/RenewSubscription',
    roles: 'public',
    body: RenewSubscriptionRequest,
    response: RenewSubscriptionResult,
  },
  changePassword: {
    method: 'POST',
    path: 'admin/ChangePassword',
    roles: SIGNED_IN,
    body: ChangePasswordRequest,
    response: NO_DATA,
  },
  check2StepVerification: {
    method: 'GET',
    path: 'common/Check2StepVerification',
    roles: SIGNED_IN,
    response: TwoStepStatus,
  },
  sendTwoStepCode: {
    method: 'POST',
    path: 'account/SendTwoStepCode',
    roles: SIGNED_IN,
    response: TwoStepCodeSent,
  },
  enableTwoStep: {
    method: 'POST',
    path: 'account/EnableTwoStep',
    roles: SIGNED_IN,
    body: EnableTwoStepRequest,
    response: NO_DATA,
  },
  doNotShowTwoStepAgain: {
    method: 'POST',
    path: 'account/DoNotShowTwoStepAgain',
    roles: SIGNED_IN,
    body: DoNotShowTwoStepRequest,
    response: NO_DATA,
  },
});
