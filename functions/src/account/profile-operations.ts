import {
  AdminAuditEntry,
  SendUnsubscribeEmailRequest,
  UnsubscribeRequest,
  UpdateProfileRequest,
  UserAuditEntry,
} from '@beewatch/shared';
import { actorOf, type Operation } from '../lib/http.js';
import { clientIpOf } from '../swarm/index.js';
import { listAdminAudit, listUserAudit } from './audit-repository.js';
import { getUserDetail, updateProfile } from './profile-service.js';
import { sendUnsubscribeEmail, unsubscribe } from './unsubscribe-service.js';

/** Operations of the account area for profile (issue 3), keyed by the route table's operation names. */
export const profileOperations: Record<string, Operation> = {
  async getUserDetail(req) {
    return { data: await getUserDetail(actorOf(req)) };
  },
  async updateProfile(req) {
    const actor = actorOf(req);
    return { data: await updateProfile(actor, req.body(UpdateProfileRequest)) };
  },
  // Audit popups (spec §2.6): rows as JSON, newest first.
  async fetchAdminAuditDetails() {
    return { data: (await listAdminAudit()).map((r) => AdminAuditEntry.parse(r)) };
  },
  async fetchUserAuditDetails() {
    return { data: (await listUserAudit()).map((r) => UserAuditEntry.parse(r)) };
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
