import {
  ChangePasswordRequest,
  DoNotShowTwoStepRequest,
  EnableTwoStepRequest,
  ForgotPasswordRequest,
  ForgotPasswordTokenRequest,
  RecoveryMsg,
  RenewSubscriptionRequest,
  ResetPasswordRequest,
} from '@beewatch/shared';
import { actorOf, type Operation } from '../lib/http.js';
import { clientIpOf } from '../swarm/index.js';
import { changePassword, checkResetCode, requestPasswordReset, resetPassword } from './recovery-password.js';
import { renewSubscription } from './recovery-renewal.js';
import { enableTwoStep, sendTwoStepCode, setDoNotShowAgain, twoStepStatus } from './recovery-two-step.js';

/**
 * Operations of the account area for recovery (issue 3 slice 1), keyed by the route table's
 * operation names: forgot/reset password, renew subscription, change password and the
 * two-step prompt. None returns a code or a password; the two-step ones act on the actor only.
 */
export const recoveryOperations: Record<string, Operation> = {
  async forgotPassword(req) {
    await requestPasswordReset(req.body(ForgotPasswordRequest).UserName, clientIpOf(req));
    return { data: null };
  },
  async forgotPasswordToken(req) {
    const { UserName, VerificationCode } = req.body(ForgotPasswordTokenRequest);
    await checkResetCode(UserName, VerificationCode);
    return { data: null };
  },
  async resetPassword(req) {
    const { UserName, VerificationCode, NewPassword } = req.body(ResetPasswordRequest);
    await resetPassword(UserName, VerificationCode, NewPassword);
    return { data: null };
  },
  async renewSubscription(req) {
    const expiry = await renewSubscription(req.body(RenewSubscriptionRequest), {
      refused: RecoveryMsg.renewRefused,
      notLonger: RecoveryMsg.renewNotLonger,
    });
    return { data: { SubscriptionExpiry: expiry } };
  },
  async changePassword(req) {
    const actor = actorOf(req);
    const { OldPassword, NewPassword } = req.body(ChangePasswordRequest);
    await changePassword(actor.userName, OldPassword, NewPassword, RecoveryMsg.oldPasswordWrong);
    return { data: null };
  },
  async check2StepVerification(req) {
    return { data: await twoStepStatus(actorOf(req).userName) };
  },
  async sendTwoStepCode(req) {
    return { data: await sendTwoStepCode(actorOf(req).userName, clientIpOf(req)) };
  },
  async enableTwoStep(req) {
    const actor = actorOf(req);
    await enableTwoStep(actor.userName, req.body(EnableTwoStepRequest).VerificationCode);
    return { data: null };
  },
  async doNotShowTwoStepAgain(req) {
    const actor = actorOf(req);
    await setDoNotShowAgain(actor.userName, req.body(DoNotShowTwoStepRequest).DoNotShowThisAgain);
    return { data: null };
  },
};
