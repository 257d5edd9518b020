import * as API from '@beewatch/shared/api';
import * as account from '../account/session/sign-in.js';
import { dashboardSummary } from '../dashboard/service.js';
import { recordAdminAction } from '../account/index.js';
import { setUserDomain, userDomain } from '../domains/index.js';
import { actorOf, areaHandler } from '../lib/http.js';
import { roleOfUser } from '../messages/index.js';
import { clientIpOf } from '../swarm/client-ip.js';
import { profileOperations } from './account-profile.js';
import { recoveryOperations } from './account-recovery.js';
import { registrationOperations } from './account-registration.js';
import { userOperations } from './account-users.js';

/**
 * Lambda of the account area (spec §4, §7.2): sign-in, second factor, session restore and
 * logout here; recovery, registration and profile operations from their own modules.
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
  ...recoveryOperations,
  ...registrationOperations,
  ...profileOperations,
  ...userOperations,
  async getUserDomain({ query }) {
    return { data: await userDomain({ roleOfUser }, query.UserName) };
  },
  async setUserDomain({ body }, req) {
    const actor = actorOf(req);
    const data = await setUserDomain({ roleOfUser }, actor, body);
    await recordAdminAction(actor.userName, 'SetUserDomain');
    return { data, ErrorMessage: 'Data saved' };
  },
  // admin/index: the Administrator's dashboard figures (aggregates only).
  async dashboardSummary() {
    return { data: await dashboardSummary() };
  },
});
