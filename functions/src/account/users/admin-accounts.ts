import {
  ADMIN_ACCOUNT_ROLES,
  ADMIN_IDLE_DAYS,
  ROLE_NAMES,
  UserMsg,
  isPastDay,
  type AddAdminValues,
  type EditAdminValues,
  type ManagedUser,
  type SuperAdminOverview,
} from '@beewatch/shared';
import type { Actor } from '../../lib/actor.js';
import { transact } from '../../lib/dynamo.js';
import { env } from '../../lib/env.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import * as cognito from '../cognito.js';
import { listAdminAudit } from '../audit/audit-repository.js';
import { emailItemOf, expiryItemOf, profileKey } from '../profile/profile-entity.js';
import { changeItems, type Change } from './user-changes.js';
import {
  applyActive,
  assertEmailFree,
  assertNotLastSuperAdministrator,
  checkedContact,
  createAccount,
  directoryUser,
  endOfDay,
  managedUserOf,
  sendInvitation,
} from './user-admin-service.js';
import { allUsers, countOf, statusOf, usersOfRole, type DirectoryUser } from './user-directory.js';

/**
 * The SuperAdministrator's screens (role-screens §2.1 superadmin/index, §2.2 addadmin, §2.3
 * editadmin): the administrators, their sign-ins, two-step state and audited actions. Only a
 * SuperAdministrator reaches these (route table); the last active SuperAdministrator can never
 * be deactivated.
 */

const DAY_MS = 86_400_000;
/** An administrator's account without an end date runs this many years (ours). */
const ADMIN_DEFAULT_YEARS = 10;

const isAdminAccount = (u: DirectoryUser) =>
  (ADMIN_ACCOUNT_ROLES as readonly string[]).includes(u.roleName ?? '');

/** GET superadmin/FetchAdmins: administrators, users per role (counts) and the alerts of §2.1. */
export async function adminOverview(now = new Date()): Promise<SuperAdminOverview> {
  const [admins, supers, audit, counts] = await Promise.all([
    allUsers(usersOfRole('Administrator'), () => true, 1000),
    allUsers(usersOfRole('SuperAdministrator'), () => true, 1000),
    listAdminAudit(10_000, 2, now),
    Promise.all(
      ROLE_NAMES.map(async (RoleName) => ({ RoleName, Count: await countOf(usersOfRole(RoleName)) })),
    ),
  ]);
  const since = new Date(now.getTime() - 30 * DAY_MS).toISOString();
  const actions = new Map<string, number>();
  for (const row of audit)
    if (row.ActionDate >= since)
      actions.set(row.UserName.toLowerCase(), (actions.get(row.UserName.toLowerCase()) ?? 0) + 1);
  const rows = [...supers, ...admins].map((u) => ({
    UserName: u.profile.UserName,
    FullName: u.profile.FullName,
    RoleName: u.roleName!,
    OrganizationName: u.profile.OrganizationName,
    CountryName: u.profile.CountryName,
    Status: statusOf(u.profile, now),
    LastLoginTime: u.profile.LastLoginTime,
    TwoStepMode: u.profile.TwoStepMode,
    ActionsLast30Days: actions.get(u.profile.UserName.toLowerCase()) ?? 0,
  }));
  const idleSince = new Date(now.getTime() - ADMIN_IDLE_DAYS * DAY_MS).toISOString();
  const active = rows.filter((r) => r.Status === 'Active');
  return {
    Admins: rows,
    UsersByRole: counts,
    Alerts: {
      WithoutTwoStep: active.filter((r) => r.TwoStepMode === 0).map((r) => r.UserName),
      IdleAdmins: active
        .filter((r) => !r.LastLoginTime || r.LastLoginTime < idleSince)
        .map((r) => r.UserName),
    },
  };
}

/** An administrator's account, or NotFoundError 'This user is not an administrator'. */
async function adminAccount(userName: string): Promise<DirectoryUser> {
  const user = await directoryUser(userName);
  if (!isAdminAccount(user)) throw new NotFoundError(UserMsg.notAdministrator);
  return user;
}

/** GET superadmin/GetAdmin. */
export async function getAdmin(userName: string, now = new Date()): Promise<ManagedUser> {
  return managedUserOf(await adminAccount(userName), now);
}

const expiryOf = (day: string, now: Date) => {
  if (day) return endOfDay(day);
  const d = new Date(now);
  d.setUTCFullYear(d.getUTCFullYear() + ADMIN_DEFAULT_YEARS);
  return d.toISOString();
};

/**
 * POST superadmin/AddAdmin (role-screens §2.2): a new Administrator (Cognito group
 * 'Administrator'), invited by email; with RequireTwoStep codes by email from the first sign-in.
 * Audited 'AddAdmin'. Errors: ValidationError (mobile), ConflictError (email, user name).
 */
export async function addAdmin(actor: Actor, input: AddAdminValues, now = new Date()): Promise<ManagedUser> {
  const contact = checkedContact({ CountryId: input.CountryId, Mobile1: input.Mobile1 });
  await assertEmailFree(input.Email);
  await createAccount(input.UserName, input.Email, 'Administrator', {
    FullName: `${input.FName} ${input.LName}`,
    FName: input.FName,
    LName: input.LName,
    OrganizationName: input.CompanyName,
    Mobile: contact.mobile1,
    CountryId: contact.country.Value,
    CountryName: contact.country.Text,
    SubscriptionExpiry: expiryOf(input.ExpiryDate, now),
    TwoStepMode: input.RequireTwoStep ? 2 : 0,
    DoNotShowThisAgain: input.RequireTwoStep,
    LastLoginTime: null,
    IsActive: true,
  });
  await transact(
    changeItems(actor.userName, input.UserName, [{ action: 'AddAdmin', detail: 'Administrator' }], now),
  );
  await sendInvitation(input.UserName, input.Email);
  return managedUserOf(await directoryUser(input.UserName), now);
}

/**
 * POST superadmin/EditAdmin (role-screens §2.3): the administrator's details, expiry, activation
 * and two-step (ResetTwoStep: off, and the prompt shown again; RequireTwoStep: codes by email).
 * Audited 'EditAdmin', 'ChangeExpiry', 'DeactivateAdmin' / 'ActivateAdmin', 'ResetTwoStep'.
 * The last active SuperAdministrator cannot be deactivated (ValidationError).
 * Expiry: a new day must be today or later ('Expiry Date cannot be in the past'); an account's
 * own past day, unchanged, is kept, so an expired administrator's details can still be corrected.
 * To end an account early, untick Active (at once, sessions ended) or choose today (ends tonight,
 * UTC): a back-dated expiry would only rewrite when the account ended.
 */
export async function editAdmin(
  actor: Actor,
  input: EditAdminValues,
  now = new Date(),
): Promise<ManagedUser> {
  const user = await adminAccount(input.UserName);
  const before = user.profile;
  const name = before.UserName;
  const wasActive = before.IsActive !== false;
  if (wasActive && !input.IsActive && user.roleName === 'SuperAdministrator')
    await assertNotLastSuperAdministrator(name);
  const contact = checkedContact({ CountryId: input.CountryId, Mobile1: input.Mobile1 });
  const emailChanged = input.Email.toLowerCase() !== before.Email.toLowerCase();
  if (emailChanged) await assertEmailFree(input.Email, name);

  const expiry = input.ExpiryDate ? endOfDay(input.ExpiryDate) : before.SubscriptionExpiry;
  if (expiry !== before.SubscriptionExpiry && isPastDay(input.ExpiryDate, now))
    throw new ValidationError(UserMsg.expiryNotPast);
  const twoStep = input.ResetTwoStep
    ? 0
    : input.RequireTwoStep && before.TwoStepMode === 0
      ? 2
      : before.TwoStepMode;
  const fields: Record<string, unknown> = {
    FullName: `${input.FName} ${input.LName}`,
    FName: input.FName,
    LName: input.LName,
    Email: input.Email,
    OrganizationName: input.CompanyName || null,
    Mobile: contact.mobile1,
    CountryId: contact.country.Value,
    CountryName: contact.country.Text,
    SubscriptionExpiry: expiry,
    IsActive: input.IsActive,
    TwoStepMode: twoStep,
    ...(input.ResetTwoStep ? { DoNotShowThisAgain: false } : {}),
  };
  const changes: Change[] = [];
  const edited = ['FName', 'LName', 'Email', 'OrganizationName', 'Mobile', 'CountryId'].filter(
    (k) => (before as Record<string, unknown>)[k] !== fields[k],
  );
  if (edited.length) changes.push({ action: 'EditAdmin', detail: edited.join(', ') });
  if (expiry !== before.SubscriptionExpiry)
    changes.push({
      action: 'ChangeExpiry',
      detail: `${before.SubscriptionExpiry.slice(0, 10)} → ${expiry.slice(0, 10)}`,
    });
  if (wasActive !== input.IsActive)
    changes.push({ action: input.IsActive ? 'ActivateAdmin' : 'DeactivateAdmin', detail: '' });
  if (twoStep !== before.TwoStepMode)
    changes.push({ action: twoStep ? 'RequireTwoStep' : 'ResetTwoStep', detail: '' });

  const entries = Object.entries(fields);
  const table = env().ACCOUNT_TABLE;
  const outcome = await transact([
    {
      Update: {
        TableName: table,
        Key: profileKey(name),
        UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: Object.fromEntries(entries.map(([k], i) => [`#f${i}`, k])),
        ExpressionAttributeValues: Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v])),
      },
    },
    { Put: { TableName: table, Item: expiryItemOf(name, user.roleName, expiry) } },
    ...(emailChanged ? [{ Put: { TableName: table, Item: emailItemOf(name, input.Email) } }] : []),
    ...changeItems(actor.userName, name, changes, now),
  ]);
  if (!outcome.ok) throw new NotFoundError(UserMsg.userNotFound);
  if (wasActive !== input.IsActive) await applyActive(name, input.IsActive);
  if (emailChanged) await cognito.setVerifiedEmail(name, input.Email);
  return managedUserOf(await directoryUser(name), now);
}
