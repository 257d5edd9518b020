import type { RoleName } from '@beewatch/shared';
import * as z from 'zod/mini';

/**
 * The user entity of the account table: one partition per user, `USER#<lower user name>`, with
 * - the profile, sk `PROFILE` (kind `USER`, kindSort lower user name);
 * - the messaging directory items beside it (written with the profile in one transaction,
 *   erased with it): role item sk `ROLE` (byKind `ROLE#<RoleName>`) and email item sk `EMAIL`
 *   (byKind `EMAIL#<lower email>`), both sorted by the lower user name, so "users of a role whose
 *   name starts with …" and "portal users with this email" are one Query each.
 * - the subscription item, sk `EXPIRY` (kind `EXPIRY`, kindSort `<SubscriptionExpiry>#<lower
 *   user name>`), so the subscriptions ending in a period (expiring, expired) are one Query.
 * User names are case-insensitive: every key uses the lower-case name.
 */
const userPartition = (userName: string) => `USER#${userName.toLowerCase()}`;

/** The key of a user's profile item. */
export const profileKey = (userName: string) => ({ pk: userPartition(userName), sk: 'PROFILE' });

/** The keys of every item in a user's partition that holds personal data (profile and directory). */
export const userItemKeys = (userName: string) =>
  (['PROFILE', 'ROLE', 'EMAIL', 'EXPIRY'] as const).map((sk) => ({ pk: userPartition(userName), sk }));

/**
 * A user's profile in the account table (pk `USER#<lower user name>`, sk `PROFILE`). Cognito
 * holds the identity, password and role group; this holds what the portal shows and decides
 * with: subscription expiry (spec §8 ErrorCode 4) and the two-step mode (0 off, 2 email, 1
 * mobile, 3 both — spec §3 CodeSentOn).
 */
export const Profile = z.object({
  UserName: z.string(),
  FullName: z.string(),
  OrganizationName: z.nullable(z.string()),
  Email: z.string(),
  Mobile: z.nullable(z.string()),
  CountryId: z.nullable(z.number().check(z.int())),
  CountryName: z.nullable(z.string()),
  /** ISO 8601 instant after which sign-in answers ErrorCode 4. */
  SubscriptionExpiry: z.string(),
  TwoStepMode: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  DoNotShowThisAgain: z.boolean(),
  LastLoginTime: z.nullable(z.string()),
  // My Profile fields (spec §3 registration user); absent on older items.
  Salutation: z.nullish(z.string()),
  FName: z.nullish(z.string()),
  Initial: z.nullish(z.string()),
  LName: z.nullish(z.string()),
  AddressLine1: z.nullish(z.string()),
  AddressLine2: z.nullish(z.string()),
  Town: z.nullish(z.string()),
  State: z.nullish(z.string()),
  ZipCode: z.nullish(z.string()),
  /** Unsubscribe (spec §2.9): ISO instant; the account is disabled from then on. */
  UnsubscribedAt: z.nullish(z.string()),
  /** yyyy-mm-dd on which the erasure job deletes the account (privacy policy: within one month). */
  ErasureDueOn: z.nullish(z.string()),
  // Registration data (spec §3 registration user); absent on older items.
  /** yyyy-mm-dd. */
  DateOfBirth: z.nullish(z.string()),
  Sex: z.nullish(z.string()),
  /** E.164. */
  Mobile2: z.nullish(z.string()),
  AlertEmail: z.nullish(z.string()),
  LandLine1: z.nullish(z.string()),
  LandLine2: z.nullish(z.string()),
  InsurancePolicyNumber: z.nullish(z.string()),
  /** Insured swarm collector (spec §5; only ProfessionalBeeKeeper counts, §6). */
  BBKAApprovedswarmcollector: z.nullish(z.boolean()),
  RegisteredWithAccessCode: z.nullish(z.string()),
  /**
   * A new email My Profile asked for, waiting for the code sent to it (profile-service.ts);
   * Email, and so every message and escalation, stays the verified one until then.
   */
  PendingEmail: z.nullish(z.string()),
  // Set by the Administrator's user management; absent on older items.
  /** False: deactivated by an administrator (the Cognito user is disabled too); absent means active. */
  IsActive: z.nullish(z.boolean()),
  IsTestUser: z.nullish(z.boolean()),
  /** ISO instant the account was created. */
  CreatedAt: z.nullish(z.string()),
  /** ISO instant of the last renewal by access code, and that code. */
  RenewedAt: z.nullish(z.string()),
  RenewedWithAccessCode: z.nullish(z.string()),
});
export type Profile = z.infer<typeof Profile>;

/**
 * Whether an account may be sent anything (alerts, messages, mail): not deactivated by an
 * administrator (IsActive false: it cannot sign in to act on them) and not unsubscribed.
 */
export const isReachable = (p: Pick<Profile, 'IsActive' | 'UnsubscribedAt'>): boolean =>
  p.IsActive !== false && !p.UnsubscribedAt;

/** The profile's postal address lines as the forms show them: blank where the profile has none. */
export const postalAddressOf = (p: Profile) => ({
  AddressLine1: p.AddressLine1 ?? '',
  AddressLine2: p.AddressLine2 ?? '',
  Town: p.Town ?? '',
  State: p.State ?? '',
});

/** byKind partition of every user's profile, sorted by lower user name. */
export const USER_KIND = 'USER';

/** The profile as stored: its key and byKind attributes, then the fields. */
export const profileItemOf = (profile: Profile) => ({
  ...profileKey(profile.UserName),
  kind: USER_KIND,
  kindSort: profile.UserName.toLowerCase(),
  ...profile,
});

/** The role directory item of a user. */
export const roleKey = (userName: string) => ({ pk: userPartition(userName), sk: 'ROLE' });
export const roleItemOf = (userName: string, roleName: RoleName) => ({
  ...roleKey(userName),
  kind: roleIndexKey(roleName),
  kindSort: userName.toLowerCase(),
  UserName: userName,
  RoleName: roleName,
});

/** The email directory item of a user (rewritten when My Profile changes the email). */
export const emailItemOf = (userName: string, email: string) => ({
  pk: userPartition(userName),
  sk: 'EMAIL',
  kind: emailIndexKey(email),
  kindSort: userName.toLowerCase(),
  UserName: userName,
});

/** byKind partition of the users of a role. */
export const roleIndexKey = (roleName: RoleName) => `ROLE#${roleName}`;
/** byKind partition of the users with an email (case-insensitive, trimmed). */
export const emailIndexKey = (email: string) => `EMAIL#${email.trim().toLowerCase()}`;

/** byKind partition of the subscription items, sorted by expiry. */
export const EXPIRY_KIND = 'EXPIRY';
/** The subscription item of a user. */
export const expiryKey = (userName: string) => ({ pk: userPartition(userName), sk: 'EXPIRY' });
/** The subscription item: written with the profile and whenever SubscriptionExpiry changes. */
export const expiryItemOf = (userName: string, roleName: RoleName | undefined, expiry: string) => ({
  ...expiryKey(userName),
  kind: EXPIRY_KIND,
  kindSort: `${expiry}#${userName.toLowerCase()}`,
  UserName: userName,
  ...(roleName ? { RoleName: roleName } : {}),
  SubscriptionExpiry: expiry,
});

/** Both directory items of a user. */
export const directoryItemsOf = (userName: string, roleName: RoleName, email: string) => [
  roleItemOf(userName, roleName),
  emailItemOf(userName, email),
];

/** Personal data (privacy policy): the profile and its directory items are erased with the account. */
export const PERSONAL_DATA = 'Profile';
