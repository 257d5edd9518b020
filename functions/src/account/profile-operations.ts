import {
  AdminAuditEntry,
  ConfirmEmailChangeRequest,
  SendUnsubscribeEmailRequest,
  UnsubscribeRequest,
  UpdateProfileRequest,
  UnlockSignInRequest,
} from '@beewatch/shared';
import { actorOf, type Operation } from '../lib/http.js';
import { clientIpOf } from '../swarm/index.js';
import { listAdminAudit } from './audit-repository.js';
import { confirmOwnEmailChange, getUserDetail, updateProfile } from './profile-service.js';
import { sendUnsubscribeEmail, unsubscribe } from './unsubscribe-service.js';
import { unlockSignIn, userAudit } from './user-audit-service.js';

/** Operations of the account area for profile (issue 3), keyed by the route table's operation names. */
export const profileOperations: Record<string, Operation> = {
  async getUserDetail(req) {
    return { data: await getUserDetail(actorOf(req)) };
  },
  async updateProfile(req) {
    const actor = actorOf(req);
    return { data: await updateProfile(actor, req.body(UpdateProfileRequest), clientIpOf(req)) };
  },
  async confirmEmailChange(req) {
    const { VerificationCode } = req.body(ConfirmEmailChangeRequest);
    return { data: await confirmOwnEmailChange(actorOf(req), VerificationCode) };
  },
  // Audit popups (spec §2.6): rows as JSON, newest first.
  async fetchAdminAuditDetails() {
    return { data: (await listAdminAudit()).map((r) => AdminAuditEntry.parse(r)) };
  },
  async fetchUserAuditDetails() {
    return { data: await userAudit() };
  },
  async unlockSignIn(req) {
    await unlockSignIn(actorOf(req), req.body(UnlockSignInRequest).UserName);
    return { data: null };
  },
  async sendUnsubscribeEmail(req) {
    await sendUnsubscribeEmail(req.body(SendUnsubscribeEmailRequest).UserName, clientIpOf(req));
    return { data: null };
  },
  async unsubscribe(req) {
    const { UserName, VerificationCode } = req.body(UnsubscribeRequest);
    await unsubscribe(UserName, VerificationCode);
    return { data: null };
  },
};
