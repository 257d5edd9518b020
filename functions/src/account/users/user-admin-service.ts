import { randomBytes } from 'node:crypto';
import {
  ADMIN_LEVEL_ROLE_IDS,
  Role,
  RegistrationMsg,
  UserMsg,
  roleNameOf,
  type AddUserValues,
  type ManagedUser,
  type RoleName,
  type UpdateUserValues,
} from '@beewatch/shared';
import type { Actor } from '../../lib/actor.js';
import { transact, type TransactItems } from '../../lib/dynamo.js';
import { env } from '../../lib/env.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { logger } from '../../lib/logger.js';
import { sendEmail } from '../../notify/index.js';
import * as cognito from '../cognito.js';
import {
  emailItemOf,
  expiryItemOf,
  isReachable,
  postalAddressOf,
  profileKey,
  roleItemOf,
} from '../profile/profile-entity.js';
import { createProfile } from '../profile/profile-repository.js';
import {
  checkPostCode,
  mobileE164,
  normalisePostCode,
  requireCountry,
} from '../registration/registration-checks.js';
import { changeItems, type Change } from './user-changes.js';
import {
  allUsers,
  joinUsers,
  rowOf,
  userNamesWithEmail,
  usersOfRole,
  type DirectoryUser,
} from './user-directory.js';

/**
 * The Administrator's user management (role-screens §1.3 admin/edituser, §1.4 admin/adduser,
 * activation in §1.2) and what the SuperAdministrator's administrator screens share with it.
 * Cognito holds the identity, the role group and whether sign-in is enabled; the profile the
 * rest. Every change writes the Admin Audit and the account's change history (user-changes.ts).
 */

const table = () => env().ACCOUNT_TABLE;
/** The end (UTC) of a yyyy-mm-dd day: a subscription runs through its expiry day. */
export const endOfDay = (day: string) => new Date(`${day}T23:59:59.999Z`).toISOString();
const isAdminLevel = (role: RoleName | undefined) =>
  role === 'SuperAdministrator' || (!!role && ADMIN_LEVEL_ROLE_IDS.includes(Role[role]));

/** The account of a user name, or NotFoundError 'No such user'. */
export async function directoryUser(userName: string): Promise<DirectoryUser> {
  const user = (await joinUsers([userName])).get(userName.trim().toLowerCase());
  if (!user) throw new NotFoundError(UserMsg.userNotFound);
  return user;
}

/** What admin/edituser shows of an account (role-screens §1.3). */
export function managedUserOf(user: DirectoryUser, now = new Date()): ManagedUser {
  const p = user.profile;
  return {
    ...rowOf(user, now),
    RoleID: user.roleName ? Role[user.roleName] : null,
    Salutation: p.Salutation ?? '',
    FName: p.FName ?? p.FullName.split(' ')[0] ?? '',
    Initial: p.Initial ?? '',
    LName: p.LName ?? p.FullName.split(' ').slice(1).join(' '),
    Sex: p.Sex ?? '',
    strDOB: p.DateOfBirth ?? '',
    ...postalAddressOf(p),
    CountryId: p.CountryId,
    Mobile1: p.Mobile ?? '',
    Mobile2: p.Mobile2 ?? '',
    Alert_Email_Address: p.AlertEmail ?? '',
    LandLine1: p.LandLine1 ?? '',
    LandLine2: p.LandLine2 ?? '',
    InsurancePolicyNumber: p.InsurancePolicyNumber ?? '',
    IsActive: p.IsActive !== false,
    ExpiryDate: p.SubscriptionExpiry.slice(0, 10),
    UnsubscribedAt: p.UnsubscribedAt ?? null,
    RegisteredWithAccessCode: p.RegisteredWithAccessCode ?? null,
    RenewedAt: p.RenewedAt ?? null,
  };
}

/**
 * What an Administrator may not touch: a SuperAdministrator's account, or an administrator-level
 * account (Administrator, BSController) — created and edited only by a SuperAdministrator
 * (role-screens §2.2, as access codes for those roles). ForbiddenError (403) otherwise.
 */
export function assertMayManage(actor: Actor, current: RoleName | undefined, next?: RoleName): void {
  if (actor.roleName === 'SuperAdministrator') return;
  if (current === 'SuperAdministrator' || next === 'SuperAdministrator')
    throw new ForbiddenError(UserMsg.superAdminNotHere);
  if (isAdminLevel(current) || isAdminLevel(next))
    throw new ForbiddenError(UserMsg.adminsBySuperAdministrator);
}

/** Contact fields checked as registration checks them: post code and mobiles against the country. */
export function checkedContact(input: {
  CountryId: number;
  ZipCode?: string;
  Mobile1?: string;
  Mobile2?: string;
}) {
  const country = requireCountry(input.CountryId);
  if (input.ZipCode && !checkPostCode(country, input.ZipCode).IsValid)
    throw new ValidationError(RegistrationMsg.validPostCode);
  const mobile1 = input.Mobile1 ? mobileE164(country, input.Mobile1) : null;
  if (input.Mobile1 && !mobile1) throw new ValidationError(RegistrationMsg.validMobile1);
  const mobile2 = input.Mobile2 ? mobileE164(country, input.Mobile2) : null;
  if (input.Mobile2 && !mobile2) throw new ValidationError(RegistrationMsg.validMobile2);
  return {
    country,
    mobile1: mobile1 ?? null,
    mobile2: mobile2 ?? null,
    zip: input.ZipCode ? normalisePostCode(input.ZipCode) : null,
  };
}

/** ConflictError 'This email is already used by another account' when another account has `email`. */
export async function assertEmailFree(email: string, owner?: string): Promise<void> {
  const others = (await userNamesWithEmail(email, 5)).filter(
    (userName) => userName.toLowerCase() !== (owner ?? '').toLowerCase(),
  );
  if (others.length) throw new ConflictError(UserMsg.emailTaken);
}

/** Profile attributes the forms set, from the checked input. */
function detailsOf(input: UpdateUserValues | AddUserValues, contact: ReturnType<typeof checkedContact>) {
  const role = roleNameOf(input.RoleID);
  return {
    FullName: [input.FName, input.Initial, input.LName].filter(Boolean).join(' '),
    Salutation: input.Salutation || null,
    FName: input.FName,
    Initial: input.Initial || null,
    LName: input.LName,
    Sex: input.Sex || null,
    DateOfBirth: input.strDOB || null,
    AddressLine1: input.AddressLine1 || null,
    AddressLine2: input.AddressLine2 || null,
    Town: input.Town || null,
    State: input.State || null,
    ZipCode: contact.zip,
    OrganizationName: input.CompanyName || null,
    CountryId: contact.country.Value,
    CountryName: contact.country.Text,
    Mobile: contact.mobile1,
    Mobile2: contact.mobile2,
    AlertEmail: input.Alert_Email_Address || null,
    LandLine1: input.LandLine1 || null,
    LandLine2: input.LandLine2 || null,
    InsurancePolicyNumber: input.InsurancePolicyNumber || null,
    IsTestUser: input.IsTestUser,
    // Only ProfessionalBeeKeeper counts as a swarm collector (spec §6): another role loses it.
    BBKAApprovedswarmcollector: role === 'ProfessionalBeeKeeper' ? input.BBKAApprovedswarmcollector : false,
  };
}

/** The update of a profile's attributes, conditional on the profile still being there. */
function profileUpdate(userName: string, fields: Record<string, unknown>): TransactItems[number] {
  const entries = Object.entries(fields);
  return {
    Update: {
      TableName: table(),
      Key: profileKey(userName),
      UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: Object.fromEntries(entries.map(([k], i) => [`#f${i}`, k])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v])),
    },
  };
}

/** Runs the account's transaction; a profile gone meanwhile is NotFoundError. */
async function write(items: TransactItems): Promise<void> {
  const outcome = await transact(items);
  if (!outcome.ok) throw new NotFoundError(UserMsg.userNotFound);
}

/**
 * Ends the user's sessions (their refresh tokens). Best effort: the change itself is already
 * made (a disabled user cannot refresh anyway), and the local stand-in has no global sign-out.
 */
async function endSessions(userName: string): Promise<void> {
  await cognito
    .globalSignOut(userName)
    .catch((err: unknown) => logger.warn('sessions not ended', { error: err as Error }));
}

/** Moves the user's Cognito group and ends their sessions (the new role applies at the next sign-in). */
async function moveGroup(userName: string, from: RoleName | undefined, to: RoleName): Promise<void> {
  await cognito.addUserToGroup(userName, to);
  if (from && from !== to) await cognito.removeUserFromGroup(userName, from);
  await endSessions(userName);
}

/** Enables or disables sign-in in Cognito (a deactivated user's sessions end at once). */
export async function applyActive(userName: string, isActive: boolean): Promise<void> {
  if (isActive) await cognito.enableUser(userName);
  else {
    await cognito.disableUser(userName);
    await endSessions(userName);
  }
}

const dayOf = (iso: string) => iso.slice(0, 10);

/**
 * POST admin/UpdateUser (role-screens §1.3): the account's details, role (moving the Cognito
 * group), test flag, activation and subscription expiry, in one transaction with their audit
 * lines: ChangeRole, ChangeExpiry, ActivateUser / DeactivateUser, EditUser (fields named).
 * The email an administrator sets is taken as verified. Errors: NotFoundError, ForbiddenError
 * (assertMayManage), ValidationError (post code, mobile), ConflictError (email of another account).
 */
export async function updateUser(
  actor: Actor,
  input: UpdateUserValues,
  now = new Date(),
): Promise<ManagedUser> {
  const user = await directoryUser(input.UserName);
  const { profile: before, roleName: oldRole } = user;
  const newRole = roleNameOf(input.RoleID)!;
  assertMayManage(actor, oldRole, newRole);
  const contact = checkedContact(input);
  const emailChanged = input.Email.toLowerCase() !== before.Email.toLowerCase();
  if (emailChanged) await assertEmailFree(input.Email, before.UserName);

  const expiry = endOfDay(input.ExpiryDate);
  const details = detailsOf(input, contact);
  const wasActive = before.IsActive !== false;
  const changes: Change[] = [];
  if (oldRole !== newRole) changes.push({ action: 'ChangeRole', detail: `${oldRole ?? '—'} → ${newRole}` });
  if (dayOf(before.SubscriptionExpiry) !== input.ExpiryDate)
    changes.push({
      action: 'ChangeExpiry',
      detail: `${dayOf(before.SubscriptionExpiry)} → ${input.ExpiryDate}`,
    });
  if (wasActive !== input.IsActive)
    changes.push({ action: input.IsActive ? 'ActivateUser' : 'DeactivateUser', detail: '' });
  // Empty, false and absent all mean "not set": only a real difference is an edit.
  const norm = (v: unknown) => (v === undefined || v === null || v === '' || v === false ? null : v);
  const edited = Object.entries(details).filter(
    ([k, v]) => norm((before as Record<string, unknown>)[k]) !== norm(v),
  );
  if (emailChanged) edited.push(['Email', input.Email]);
  if (edited.length) changes.push({ action: 'EditUser', detail: edited.map(([k]) => k).join(', ') });

  const userName = before.UserName;
  await write([
    profileUpdate(userName, {
      ...details,
      Email: input.Email,
      IsActive: input.IsActive,
      SubscriptionExpiry: expiry,
    }),
    { Put: { TableName: table(), Item: expiryItemOf(userName, newRole, expiry) } },
    ...(oldRole !== newRole ? [{ Put: { TableName: table(), Item: roleItemOf(userName, newRole) } }] : []),
    ...(emailChanged ? [{ Put: { TableName: table(), Item: emailItemOf(userName, input.Email) } }] : []),
    ...changeItems(actor.userName, userName, changes, now),
  ]);
  if (oldRole !== newRole) await moveGroup(userName, oldRole, newRole);
  if (wasActive !== input.IsActive) await applyActive(userName, input.IsActive);
  if (emailChanged) await cognito.setVerifiedEmail(userName, input.Email);
  return managedUserOf(await directoryUser(userName), now);
}

/**
 * The last active SuperAdministrator cannot be deactivated (role-screens §2.1): ValidationError
 * when `userName` is a SuperAdministrator and no other active one is left.
 */
export async function assertNotLastSuperAdministrator(userName: string): Promise<void> {
  const supers = await allUsers(usersOfRole('SuperAdministrator'), () => true, 1000);
  const others = supers.filter(
    (u) => u.profile.UserName.toLowerCase() !== userName.toLowerCase() && isReachable(u.profile),
  );
  if (!others.length) throw new ValidationError(UserMsg.lastSuperAdministrator);
}

/**
 * POST admin/SetUserActive (role-screens §1.2 Activate/Deactivate, confirmed in the list):
 * the profile's IsActive and Cognito's enabled state, audited ActivateUser / DeactivateUser.
 */
export async function setUserActive(actor: Actor, userName: string, isActive: boolean, now = new Date()) {
  const user = await directoryUser(userName);
  assertMayManage(actor, user.roleName);
  if (!isActive && user.roleName === 'SuperAdministrator') await assertNotLastSuperAdministrator(userName);
  const name = user.profile.UserName;
  if ((user.profile.IsActive !== false) === isActive) return;
  await write([
    profileUpdate(name, { IsActive: isActive }),
    ...changeItems(
      actor.userName,
      name,
      [{ action: isActive ? 'ActivateUser' : 'DeactivateUser', detail: '' }],
      now,
    ),
  ]);
  await applyActive(name, isActive);
}

/** A password nobody knows, meeting the pool's policy: the user chooses their own through 'Forgot password'. */
const unknownPassword = () => `${randomBytes(24).toString('base64url')}aA1!`;

/** The invitation email: the user name and how to choose a password (the portal's forgot-password flow). */
export async function sendInvitation(userName: string, email: string): Promise<void> {
  const link = `${env().SITE_URL}/home/forgotpassword`;
  await sendEmail(email, {
    subject: { en: 'Your Bee.Watch account', fr: 'Votre compte Bee.Watch' },
    body: {
      en: `An administrator created a Bee.Watch account for you. Your user name is ${userName}. To choose your password, open ${link}, enter your user name and follow the code we email you.`,
      fr: `Un administrateur a créé pour vous un compte Bee.Watch. Votre nom d'utilisateur est ${userName}. Pour choisir votre mot de passe, ouvrez ${link}, saisissez votre nom d'utilisateur et suivez le code que nous vous enverrons par e-mail.`,
    },
  });
}

/**
 * Creates a Cognito user in the role's group with a password nobody knows, and its profile;
 * the Cognito user is removed again if the profile cannot be written. ConflictError 'This user
 * name is taken' for a taken name (any case).
 */
export async function createAccount(
  userName: string,
  email: string,
  roleName: RoleName,
  profile: Omit<Parameters<typeof createProfile>[0], 'UserName' | 'Email' | 'RoleName'>,
): Promise<void> {
  try {
    await cognito.createUser(userName, email, unknownPassword());
  } catch (err) {
    if ((err as Error).name === 'UsernameExistsException')
      throw new ConflictError(RegistrationMsg.userNameTaken);
    throw err;
  }
  try {
    await cognito.setPermanentPassword(userName, unknownPassword());
    await cognito.addUserToGroup(userName, roleName);
    const created = await createProfile({ ...profile, UserName: userName, Email: email, RoleName: roleName });
    if (!created) throw new ConflictError(RegistrationMsg.userNameTaken);
  } catch (err) {
    await cognito.deleteUser(userName);
    throw err;
  }
  if (profile.IsActive === false) await cognito.disableUser(userName);
}

/**
 * POST admin/AddUser (role-screens §1.4): a new account without an access code, audited AddUser;
 * with SendInvitation the user is emailed their user name and how to choose a password. Errors
 * as updateUser, plus ConflictError for a taken user name.
 */
export async function addUser(actor: Actor, input: AddUserValues, now = new Date()): Promise<ManagedUser> {
  const role = roleNameOf(input.RoleID)!;
  assertMayManage(actor, undefined, role);
  const contact = checkedContact(input);
  await assertEmailFree(input.Email);
  await createAccount(input.UserName, input.Email, role, {
    ...detailsOf(input, contact),
    SubscriptionExpiry: endOfDay(input.ExpiryDate),
    TwoStepMode: 0,
    DoNotShowThisAgain: false,
    LastLoginTime: null,
    IsActive: input.IsActive,
  });
  await transact(changeItems(actor.userName, input.UserName, [{ action: 'AddUser', detail: role }], now));
  if (input.SendInvitation) await sendInvitation(input.UserName, input.Email);
  return managedUserOf(await directoryUser(input.UserName), now);
}

/**
 * POST admin/SendPasswordReset (role-screens §1.2, §2.3): emails the user how to choose a new
 * password through the portal's forgot-password flow (codes checked on the server); audited.
 */
export async function sendPasswordReset(actor: Actor, userName: string, now = new Date()): Promise<void> {
  const user = await directoryUser(userName);
  assertMayManage(actor, user.roleName);
  const link = `${env().SITE_URL}/home/forgotpassword`;
  await sendEmail(user.profile.Email, {
    subject: { en: 'Reset your Bee.Watch password', fr: 'Réinitialisez votre mot de passe Bee.Watch' },
    body: {
      en: `An administrator asks you to choose a new Bee.Watch password. Open ${link}, enter your user name ${user.profile.UserName} and follow the code we email you.`,
      fr: `Un administrateur vous demande de choisir un nouveau mot de passe Bee.Watch. Ouvrez ${link}, saisissez votre nom d'utilisateur ${user.profile.UserName} et suivez le code que nous vous enverrons par e-mail.`,
    },
  });
  await transact(
    changeItems(actor.userName, user.profile.UserName, [{ action: 'SendPasswordReset', detail: '' }], now),
  );
}
