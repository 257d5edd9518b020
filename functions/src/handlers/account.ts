import { LoginRequest, OtpVerificationRequest } from '@beewatch/shared';
import { profileOperations } from '../account/profile-operations.js';
import { recoveryOperations } from '../account/recovery-operations.js';
import { registrationOperations } from '../account/registration-operations.js';
import * as account from '../account/service.js';
import { dashboardSummary } from '../dashboard/service.js';
import { areaHandler } from '../lib/http.js';
import { clientIpOf } from '../swarm/client-ip.js';

/**
 * Lambda of the account area (spec §4, §7.2): sign-in, second factor, session restore and
 * logout here; recovery, registration and profile operations from their own modules.
 */
export const handler = areaHandler('account', {
  async authenticate(req) {
    const { result, cookies } = await account.authenticate(req.body(LoginRequest), clientIpOf(req));
    return { data: result, cookies };
  },
  async otpVerification(req) {
    const { result, cookies } = await account.verifyOtp(req.body(OtpVerificationRequest));
    return { data: result, cookies };
  },
  async checkLogin(req) {
    const { result, cookies } = await account.checkLogin(req.cookies);
    return { data: result, cookies };
  },
  async logout(req) {
    return { data: null, cookies: await account.logout(req.cookies) };
  },
  ...recoveryOperations,
  ...registrationOperations,
  ...profileOperations,
  // admin/index: the Administrator's dashboard figures (aggregates only).
  async dashboardSummary() {
    return { data: await dashboardSummary() };
  },
});
