import { AdminAuditEntry } from '@beewatch/shared';
import { actorOf } from '../lib/http.js';
import type { AccountOperations } from './account-operations.js';
import { clientIpOf } from '../swarm/index.js';
import { listAdminAudit } from '../account/audit/audit-repository.js';
import { confirmOwnEmailChange, getUserDetail, updateProfile } from '../account/profile/profile-service.js';
import { sendUnsubscribeEmail, unsubscribe } from '../account/erasure/unsubscribe-service.js';
import { unlockSignIn, userAudit } from '../account/audit/user-audit-service.js';

/** Operations of the account area for profile, keyed by the route table's operation names. */
export const profileOperations = {
  async getUserDetail(_input, req) {
    return { data: await getUserDetail(actorOf(req)) };
  },
  async updateProfile({ body }, req) {
    const actor = actorOf(req);
    return { data: await updateProfile(actor, body, clientIpOf(req)) };
  },
  async confirmEmailChange({ body }, req) {
    const { VerificationCode } = body;
    return { data: await confirmOwnEmailChange(actorOf(req), VerificationCode) };
  },
  // Audit popups (spec §2.6): rows as JSON, newest first.
  async fetchAdminAuditDetails() {
    return { data: (await listAdminAudit()).map((r) => AdminAuditEntry.parse(r)) };
  },
  async fetchUserAuditDetails() {
    return { data: await userAudit() };
  },
  async unlockSignIn({ body }, req) {
    await unlockSignIn(actorOf(req), body.UserName);
    return { data: null };
  },
  async sendUnsubscribeEmail({ body }, req) {
    await sendUnsubscribeEmail(body.UserName, clientIpOf(req));
    return { data: null };
  },
  async unsubscribe({ body }) {
    const { UserName, VerificationCode } = body;
    await unsubscribe(UserName, VerificationCode);
    return { data: null };
  },
} satisfies Partial<AccountOperations>;
