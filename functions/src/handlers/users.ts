import * as API from '@beewatch/shared/api';
import { AdminAuditEntry, Msg, RegistrationMsg, UserMsg } from '@beewatch/shared';
import { recordAdminAction } from '../account/index.js';
import { listAdminAudit } from '../account/audit/audit-repository.js';
import { unlockSignIn, userAudit } from '../account/audit/user-audit-service.js';
import { accessCodeList, generateAccessCode } from '../account/registration/registration-admin.js';
import { addAdmin, adminOverview, editAdmin, getAdmin } from '../account/users/admin-accounts.js';
import { extendSubscriptions, sendRenewalReminders } from '../account/users/subscription-actions.js';
import {
  addUser,
  directoryUser,
  managedUserOf,
  sendPasswordReset,
  setUserActive,
  updateUser,
} from '../account/users/user-admin-service.js';
import { userChanges } from '../account/users/user-changes.js';
import {
  exportUsers,
  subscriptionListPage,
  subscriptionSummary,
  userListPage,
} from '../account/users/user-list-service.js';
import { dashboardSummary } from '../dashboard/service.js';
import { setUserDomain, userDomain } from '../domains/index.js';
import { actorOf, areaHandler } from '../lib/http.js';
import { roleOfUser } from '../messages/index.js';

/**
 * Lambda of the users area: the Administrator's users and subscriptions (role-screens §1.2–1.4,
 * §1.13), access codes, domains, the sign-in audit and the dashboard figures, and the
 * SuperAdministrator's administrators and Admin Audit (§2.1–2.3). Every change is audited.
 */
export const handler = areaHandler(API.users, {
  async fetchAllUser({ query }) {
    const { RecordPerPage, NextToken, ...filter } = query;
    const page = await userListPage(filter, RecordPerPage, NextToken);
    return { data: page.rows, NextToken: page.nextToken };
  },
  async exportUsers({ query }, req) {
    return { data: await exportUsers(actorOf(req), query) };
  },
  async getUser({ query }) {
    return { data: managedUserOf(await directoryUser(query.UserName)) };
  },
  async userHistory({ query }) {
    const user = await directoryUser(query.UserName);
    return { data: await userChanges(user.profile.UserName) };
  },
  async addUser({ body }, req) {
    const data = await addUser(actorOf(req), body);
    return { data, ErrorMessage: body.SendInvitation ? UserMsg.invitationSent : UserMsg.userCreated };
  },
  async updateUser({ body }, req) {
    return { data: await updateUser(actorOf(req), body), ErrorMessage: Msg.dataSaved };
  },
  async setUserActive({ body }, req) {
    await setUserActive(actorOf(req), body.UserName, body.IsActive);
    return { data: null, ErrorMessage: Msg.dataSaved };
  },
  async sendPasswordReset({ body }, req) {
    await sendPasswordReset(actorOf(req), body.UserName);
    return { data: null, ErrorMessage: UserMsg.passwordResetSent };
  },
  async subscriptionSummary({ query }) {
    return { data: await subscriptionSummary(query) };
  },
  async subscriptionList({ query }) {
    const { RecordPerPage, NextToken, ...filter } = query;
    const page = await subscriptionListPage(filter, RecordPerPage, NextToken);
    return { data: page.rows, NextToken: page.nextToken };
  },
  async sendRenewalReminder({ body }, req) {
    return {
      data: await sendRenewalReminders(actorOf(req), body.UserNames),
      ErrorMessage: UserMsg.remindersSent,
    };
  },
  async extendSubscription({ body }, req) {
    const data = await extendSubscriptions(actorOf(req), body.UserNames, body.ExpiryDate);
    return { data, ErrorMessage: UserMsg.subscriptionsExtended };
  },
  async fetchAdmins() {
    return { data: await adminOverview() };
  },
  async getAdmin({ query }) {
    return { data: await getAdmin(query.UserName) };
  },
  async addAdmin({ body }, req) {
    return { data: await addAdmin(actorOf(req), body), ErrorMessage: UserMsg.invitationSent };
  },
  async editAdmin({ body }, req) {
    return { data: await editAdmin(actorOf(req), body), ErrorMessage: Msg.dataSaved };
  },
  async accessCodeList({ query }) {
    const { RecordPerPage, NextToken } = query;
    const page = await accessCodeList(RecordPerPage, NextToken);
    return { data: page.rows, NextToken: page.nextToken };
  },
  async generateAccessCode({ body }, req) {
    const code = await generateAccessCode(actorOf(req), body);
    return { data: code, ErrorMessage: RegistrationMsg.accessCodeGenerated };
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
  async getUserDomain({ query }) {
    return { data: await userDomain({ roleOfUser }, query.UserName) };
  },
  async setUserDomain({ body }, req) {
    const actor = actorOf(req);
    const data = await setUserDomain({ roleOfUser }, actor, body);
    await recordAdminAction(actor.userName, 'SetUserDomain');
    return { data, ErrorMessage: Msg.dataSaved };
  },
  // admin/index: the Administrator's dashboard figures (aggregates only).
  async dashboardSummary() {
    return { data: await dashboardSummary() };
  },
});
