import { Msg, UserMsg } from '@beewatch/shared';
import { actorOf } from '../lib/http.js';
import type { AccountOperations } from './account-operations.js';
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

/**
 * Operations of the account area for user management (role-screens §1.2–1.4, §1.13, §2.1–2.3),
 * keyed by the route table's operation names (shared/src/routes/account-users.ts).
 */
export const userOperations = {
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
} satisfies Partial<AccountOperations>;
