import * as z from 'zod/mini';
import {
  AddAdminRequest,
  AddUserRequest,
  BulkResult,
  EditAdminRequest,
  ExtendSubscriptionRequest,
  ManagedUser,
  RenewalReminderRequest,
  SetUserActiveRequest,
  SubscriptionListQuery,
  SubscriptionRow,
  SubscriptionSummary,
  SubscriptionSummaryQuery,
  SuperAdminOverview,
  UpdateUserRequest,
  UserChange,
  UserExportQuery,
  UserListQuery,
  UserNameQuery,
  UserNameRequest,
  UserRow,
} from '../schemas/index.js';
import { ADMINISTRATOR, defineRoutes, SUPER_ADMINISTRATOR } from './define.js';

const NONE = z.null();

/**
 * User management, served by the account area's function (it holds the account table, the
 * Cognito adapter and the post-code gazetteer these need): the Administrator's users and
 * subscriptions (role-screens §1.2–1.4, §1.13) and the SuperAdministrator's administrators
 * (§2.1–2.3). Every change is audited.
 */
export const ACCOUNT_USERS = defineRoutes('account', {
  fetchAllUser: {
    method: 'GET',
    path: 'account/FetchAllUser',
    roles: ADMINISTRATOR,
    query: UserListQuery,
    response: z.array(UserRow),
    paged: true,
  },
  exportUsers: {
    method: 'GET',
    path: 'admin/ExportUsers',
    roles: ADMINISTRATOR,
    query: UserExportQuery,
    response: z.array(UserRow),
  },
  getUser: {
    method: 'GET',
    path: 'admin/GetUser',
    roles: ADMINISTRATOR,
    query: UserNameQuery,
    response: ManagedUser,
  },
  userHistory: {
    method: 'GET',
    path: 'admin/UserHistory',
    roles: ['Administrator', 'SuperAdministrator'],
    query: UserNameQuery,
    response: z.array(UserChange),
  },
  addUser: {
    method: 'POST',
    path: 'admin/AddUser',
    roles: ADMINISTRATOR,
    body: AddUserRequest,
    response: ManagedUser,
  },
  updateUser: {
    method: 'POST',
    path: 'admin/UpdateUser',
    roles: ADMINISTRATOR,
    body: UpdateUserRequest,
    response: ManagedUser,
  },
  setUserActive: {
    method: 'POST',
    path: 'admin/SetUserActive',
    // A SuperAdministrator activates and deactivates administrators from superadmin/index.
    roles: ['Administrator', 'SuperAdministrator'],
    body: SetUserActiveRequest,
    response: NONE,
  },
  sendPasswordReset: {
    method: 'POST',
    path: 'admin/SendPasswordReset',
    roles: ['Administrator', 'SuperAdministrator'],
    body: UserNameRequest,
    response: NONE,
  },
  subscriptionSummary: {
    method: 'GET',
    path: 'admin/SubscriptionSummary',
    roles: ADMINISTRATOR,
    query: SubscriptionSummaryQuery,
    response: SubscriptionSummary,
  },
  subscriptionList: {
    method: 'GET',
    path: 'admin/SubscriptionList',
    roles: ADMINISTRATOR,
    query: SubscriptionListQuery,
    response: z.array(SubscriptionRow),
    paged: true,
  },
  sendRenewalReminder: {
    method: 'POST',
    path: 'admin/SendRenewalReminder',
    roles: ADMINISTRATOR,
    body: RenewalReminderRequest,
    response: BulkResult,
  },
  extendSubscription: {
    method: 'POST',
    path: 'admin/ExtendSubscription',
    roles: ADMINISTRATOR,
    body: ExtendSubscriptionRequest,
    response: BulkResult,
  },
  fetchAdmins: {
    method: 'GET',
    path: 'superadmin/FetchAdmins',
    roles: SUPER_ADMINISTRATOR,
    response: SuperAdminOverview,
  },
  getAdmin: {
    method: 'GET',
    path: 'superadmin/GetAdmin',
    roles: SUPER_ADMINISTRATOR,
    query: UserNameQuery,
    response: ManagedUser,
  },
  addAdmin: {
    method: 'POST',
    path: 'superadmin/AddAdmin',
    roles: SUPER_ADMINISTRATOR,
    body: AddAdminRequest,
    response: ManagedUser,
  },
  editAdmin: {
    method: 'POST',
    path: 'superadmin/EditAdmin',
    roles: SUPER_ADMINISTRATOR,
    body: EditAdminRequest,
    response: ManagedUser,
  },
});
