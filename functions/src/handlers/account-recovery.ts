import { RecoveryMsg } from '@beewatch/shared';
import { actorOf } from '../lib/http.js';
import type { AccountOperations } from './account-operations.js';
import { clientIpOf } from '../swarm/index.js';
import {
  changePassword,
  checkResetCode,
  requestPasswordReset,
  resetPassword,
} from '../account/recovery/recovery-password.js';
import { renewSubscription } from '../account/recovery/recovery-renewal.js';
import {
  enableTwoStep,
  sendTwoStepCode,
  setDoNotShowAgain,
  twoStepStatus,
} from '../account/recovery/recovery-two-step.js';

/**
 * Operations of the account area for recovery, keyed by the route table's
 * operation names: forgot/reset password, renew subscription, change password and the
 * two-step prompt. None returns a code or a password; the two-step ones act on the actor only.
 */
export const recoveryOperations = {
  async forgotPassword({ body }, req) {
    await requestPasswordReset(body.UserName, clientIpOf(req));
    return { data: null };
  },
  async forgotPasswordToken({ body }) {
    const { UserName, VerificationCode } = body;
    await checkResetCode(UserName, VerificationCode);
    return { data: null };
  },
  async resetPassword({ body }) {
    const { UserName, VerificationCode, NewPassword } = body;
    await resetPassword(UserName, VerificationCode, NewPassword);
    return { data: null };
  },
  async renewSubscription({ body }) {
    const expiry = await renewSubscription(body, {
      refused: RecoveryMsg.renewRefused,
      notLonger: RecoveryMsg.renewNotLonger,
    });
    return { data: { SubscriptionExpiry: expiry } };
  },
  async changePassword({ body }, req) {
    const actor = actorOf(req);
    const { OldPassword, NewPassword } = body;
    await changePassword(actor.userName, OldPassword, NewPassword, RecoveryMsg.oldPasswordWrong);
    return { data: null };
  },
  async check2StepVerification(_input, req) {
    return { data: await twoStepStatus(actorOf(req).userName) };
  },
  async sendTwoStepCode(_input, req) {
    return { data: await sendTwoStepCode(actorOf(req).userName, clientIpOf(req)) };
  },
  async enableTwoStep({ body }, req) {
    const actor = actorOf(req);
    await enableTwoStep(actor.userName, body.VerificationCode);
    return { data: null };
  },
  async doNotShowTwoStepAgain({ body }, req) {
    const actor = actorOf(req);
    await setDoNotShowAgain(actor.userName, body.DoNotShowThisAgain);
    return { data: null };
  },
} satisfies Partial<AccountOperations>;
