import * as API from '@beewatch/shared/api';
import { RecoveryMsg } from '@beewatch/shared';
import * as account from '../account/session/sign-in.js';
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
import { actorOf, areaHandler } from '../lib/http.js';
import { clientIpOf } from '../swarm/client-ip.js';

/**
 * Lambda of the account area (spec §4, §7.2): sign-in, second factor, session restore and
 * logout (the only function that holds the session cookie's key), then forgot/reset password,
 * renew subscription, change password and the two-step prompt. None returns a code or a
 * password; the two-step operations act on the actor only.
 */
export const handler = areaHandler(API.account, {
  async authenticate({ body }, req) {
    const { result, cookies } = await account.authenticate(body, clientIpOf(req));
    return { data: result, cookies };
  },
  async otpVerification({ body }) {
    const { result, cookies } = await account.verifyOtp(body);
    return { data: result, cookies };
  },
  async checkLogin(_input, req) {
    const { result, cookies } = await account.checkLogin(req.cookies);
    return { data: result, cookies };
  },
  async logout(_input, req) {
    return { data: null, cookies: await account.logout(req.cookies) };
  },
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
});
