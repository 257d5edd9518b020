import * as z from 'zod/mini';
import { EXPORT_MAX_ROWS, PAGE_SIZE } from '../constants.js';
import { ROLE_NAMES, Role } from '../enums.js';
import {
  EMAIL_PATTERN,
  missing,
  optionalText,
  requiredText,
  pageFields,
  personDetailFields,
} from './field-schemas.js';
import { withTextNumbers } from './text-fields.js';
import {
  COUNTRIES,
  GRANTABLE_ROLE_IDS,
  REGISTRATION_MAX,
  RegistrationMsg,
  isAtLeastYearsOld,
} from './registration.js';
import { UserMsg } from '../catalogues/users.js';

export { UserMsg };

/** A user's status in the lists: active, deactivated (or unsubscribed), or past the subscription expiry. */
export const USER_STATUSES = ['Active', 'Inactive', 'Expired'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** The subscription lists of admin/expirednonactiverenewuser. */
export const SUBSCRIPTION_LISTS = ['expiring', 'expired', 'nonactive', 'renewed'] as const;
export type SubscriptionList = (typeof SUBSCRIPTION_LISTS)[number];

/** Days ahead a subscription counts as expiring (role-screens §1.13 'Expiring in 30 days'). */
export const EXPIRING_DAYS = 30;
/** Months without a sign-in after which a user counts as non-active (role-screens §1.13 default 6). */
export const NON_ACTIVE_MONTHS = 6;
/** Personal data is kept while the user is active plus this many months (spec §1 privacy policy). */
export const RETENTION_MONTHS_AFTER_ACTIVE = 6;
/** Commercial records (spray notifications sent, access-code purchases) are kept this many years (spec §1). */
export const COMMERCIAL_RETENTION_YEARS = 7;
/** Most users one reminder or extension reaches (ours: one request stays short). */
export const BULK_USERS_MAX = 100;

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
const day = (message: string) =>
  z
    .string(missing(message))
    .check(z.trim(), z.minLength(1, message), z.regex(DAY_RE, UserMsg.expiryDateFormat));
const countryId = z.number(missing(RegistrationMsg.selectCountry)).check(
  z.int(),
  z.refine((id) => COUNTRIES.some((c) => c.Value === id), RegistrationMsg.selectCountry),
);
const roleFilter = z.coerce.number().check(
  z.int(),
  z.refine((id) => Object.values(Role).includes(id as never)),
);
const boolParam = z.optional(
  z.pipe(
    z.enum(['true', 'false']),
    z.transform((v) => v === 'true'),
  ),
);
const userName = z.string().check(z.trim(), z.minLength(1), z.maxLength(128));

/** Filters of admin/userlist and its export (role-screens §1.2); every one optional. */
export const UserFilter = z.object({
  RoleID: z.optional(roleFilter),
  Status: z.optional(z.enum(USER_STATUSES)),
  CountryId: z.optional(z.coerce.number().check(z.int())),
  /** yyyy-mm-dd, inclusive. */
  ExpiryFrom: z.optional(z.string().check(z.regex(DAY_RE))),
  /** yyyy-mm-dd, inclusive. */
  ExpiryTo: z.optional(z.string().check(z.regex(DAY_RE))),
  /** Part of the full name, user name, email or post code (case-insensitive). */
  Text: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  TestOnly: boolParam,
});
export type UserFilter = z.input<typeof UserFilter>;

/** GET account/FetchAllUser (spec §7.3): a page of users, by user name. */
export const UserListQuery = z.extend(UserFilter, {
  ...pageFields(PAGE_SIZE, 2000),
});

/** GET admin/ExportUsers: every user the filters keep, up to EXPORT_MAX_ROWS (spec §9); audited. */
export const UserExportQuery = UserFilter;
export const USER_EXPORT_MAX = EXPORT_MAX_ROWS;

/** A row of the user list (role-screens §1.2 columns). Instants ISO 8601. */
export const UserRow = z.object({
  UserName: z.string(),
  FullName: z.string(),
  Email: z.string(),
  RoleName: z.nullable(z.enum(ROLE_NAMES)),
  OrganizationName: z.nullable(z.string()),
  CountryName: z.nullable(z.string()),
  ZipCode: z.nullable(z.string()),
  Status: z.enum(USER_STATUSES),
  SubscriptionExpiry: z.string(),
  LastLoginTime: z.nullable(z.string()),
  TwoStepMode: z.number().check(z.int()),
  IsTestUser: z.boolean(),
  BBKAApprovedswarmcollector: z.boolean(),
  CreatedAt: z.nullable(z.string()),
});
export type UserRow = z.infer<typeof UserRow>;

/** GET admin/GetUser?UserName= and superadmin/GetAdmin?UserName=. */
export const UserNameQuery = z.object({ UserName: userName });

/** What admin/edituser shows: the editable fields and the read-only panel (role-screens §1.3). */
export const ManagedUser = z.extend(UserRow, {
  RoleID: z.nullable(z.number().check(z.int())),
  ...personDetailFields,
  Sex: z.string(),
  strDOB: z.string(),
  Mobile2: z.string(),
  Alert_Email_Address: z.string(),
  LandLine1: z.string(),
  LandLine2: z.string(),
  InsurancePolicyNumber: z.string(),
  IsActive: z.boolean(),
  /** yyyy-mm-dd of SubscriptionExpiry. */
  ExpiryDate: z.string(),
  UnsubscribedAt: z.nullable(z.string()),
  RegisteredWithAccessCode: z.nullable(z.string()),
  RenewedAt: z.nullable(z.string()),
});
export type ManagedUser = z.infer<typeof ManagedUser>;

const M = REGISTRATION_MAX;
/** A required email of the user forms: `message` when missing, spec §5's when malformed, ours when too long. */
const email = (message: string) =>
  requiredText(M.Email, message, UserMsg.emailTooLong).check(
    z.regex(EMAIL_PATTERN, RegistrationMsg.validEmail),
  );
/** A new account's user name (3 to 50 letters, digits, dots, dashes, underscores). */
const newUserName = requiredText(
  M.UserName,
  RegistrationMsg.enterUserName,
  RegistrationMsg.userNameFormat,
).check(z.regex(/^[A-Za-z0-9._-]{3,50}$/, RegistrationMsg.userNameFormat));

/**
 * The text fields of the administrators' user forms with spec §5's maximum lengths, each with
 * a catalogued message when too long (never zod's bare 'Invalid input'); the web's inputs carry
 * the same limits as `maxLength` (user-form-fields.tsx).
 */
const textFields = {
  Salutation: optionalText(M.Salutation, UserMsg.salutationTooLong),
  FName: requiredText(M.FName, RegistrationMsg.enterFirstName, UserMsg.firstNameTooLong),
  Initial: optionalText(M.Initial, UserMsg.initialTooLong),
  LName: requiredText(M.LName, RegistrationMsg.enterLastName, UserMsg.lastNameTooLong),
  AddressLine1: optionalText(M.AddressLine, UserMsg.addressLineTooLong),
  AddressLine2: optionalText(M.AddressLine, UserMsg.addressLineTooLong),
  Town: optionalText(M.Town, UserMsg.townTooLong),
  State: optionalText(M.State, UserMsg.stateTooLong),
  ZipCode: optionalText(M.ZipCode, UserMsg.postCodeTooLong),
  CompanyName: optionalText(M.CompanyName, UserMsg.organisationTooLong),
  Mobile1: optionalText(M.Mobile, UserMsg.mobile1TooLong),
  Mobile2: optionalText(M.Mobile, UserMsg.mobile2TooLong),
  Email: email(RegistrationMsg.enterEmail),
  ConfirmEmail: email(RegistrationMsg.enterConfirmEmail),
  Alert_Email_Address: optionalText(M.Email, UserMsg.emailTooLong).check(
    z.refine((s) => s === '' || EMAIL_PATTERN.test(s), RegistrationMsg.validEmail),
  ),
  LandLine1: optionalText(M.LandLine, UserMsg.landLineTooLong),
  LandLine2: optionalText(M.LandLine, UserMsg.landLineTooLong),
  InsurancePolicyNumber: optionalText(M.InsurancePolicyNumber, UserMsg.insurancePolicyTooLong),
};

/**
 * The fields an Administrator edits (spec §3 registration user, §5 lengths and messages).
 * Ours: an administrator correcting an account may leave blank what registration requires of
 * the user (date of birth, address, post code, organisation, mobile); what is given is checked
 * as registration checks it (post code and mobile against the country on the server).
 */
const T = textFields;
const userFields = {
  Salutation: T.Salutation,
  FName: T.FName,
  Initial: T.Initial,
  LName: T.LName,
  Sex: z._default(z.union([z.enum(['Male', 'Female']), z.literal('')]), ''),
  strDOB: z._default(z.string().check(z.trim(), z.maxLength(10, UserMsg.dateOfBirthFormat)), ''),
  AddressLine1: T.AddressLine1,
  AddressLine2: T.AddressLine2,
  Town: T.Town,
  State: T.State,
  ZipCode: T.ZipCode,
  CompanyName: T.CompanyName,
  CountryId: countryId,
  Mobile1: T.Mobile1,
  Mobile2: T.Mobile2,
  Email: T.Email,
  ConfirmEmail: T.ConfirmEmail,
  Alert_Email_Address: T.Alert_Email_Address,
  LandLine1: T.LandLine1,
  LandLine2: T.LandLine2,
  InsurancePolicyNumber: T.InsurancePolicyNumber,
  RoleID: z.number(missing(RegistrationMsg.enterRole)).check(
    z.int(),
    z.refine((id) => GRANTABLE_ROLE_IDS.includes(id), RegistrationMsg.roleNotAllowed),
  ),
  IsTestUser: z._default(z.boolean(), false),
  BBKAApprovedswarmcollector: z._default(z.boolean(), false),
  IsActive: z._default(z.boolean(), true),
  /** yyyy-mm-dd: the subscription ends at the end of that day (UTC). */
  ExpiryDate: day(UserMsg.enterExpiryDate),
};

function checkUser(v: { strDOB: string; Email: string; ConfirmEmail: string }, ctx: z.core.$RefinementCtx) {
  if (v.strDOB && !isAtLeastYearsOld(v.strDOB, 13))
    ctx.addIssue({ code: 'custom', path: ['strDOB'], message: RegistrationMsg.minAge });
  if (v.Email && v.ConfirmEmail && v.Email.toLowerCase() !== v.ConfirmEmail.toLowerCase())
    ctx.addIssue({ code: 'custom', path: ['ConfirmEmail'], message: RegistrationMsg.emailMatch });
}

/** POST admin/UpdateUser body (admin/edituser). The user name is the key and never changes. */
export const UpdateUserRequest = z
  .strictObject({ UserName: userName, ...userFields })
  .check(z.superRefine(checkUser));
export type UpdateUserValues = z.output<typeof UpdateUserRequest>;
export const UpdateUserFields = withTextNumbers(UpdateUserRequest, ['RoleID', 'CountryId']);
export type UpdateUserInput = z.input<typeof UpdateUserFields>;

/** POST admin/AddUser body (admin/adduser): the fields plus the new user name and the invitation choice. */
export const AddUserRequest = z
  .strictObject({
    UserName: newUserName,
    SendInvitation: z._default(z.boolean(), true),
    ...userFields,
  })
  .check(z.superRefine(checkUser));
export type AddUserValues = z.output<typeof AddUserRequest>;
export const AddUserFields = withTextNumbers(AddUserRequest, ['RoleID', 'CountryId']);
export type AddUserInput = z.input<typeof AddUserFields>;

/** POST admin/SetUserActive body: activate or deactivate (confirmed in the list). */
export const SetUserActiveRequest = z.strictObject({ UserName: userName, IsActive: z.boolean() });

/** POST admin/SendPasswordReset body. */
export const UserNameRequest = z.strictObject({ UserName: userName });

/** A line of a user's change history (what admin/edituser shows of the audit for that user). */
export const UserChange = z.object({
  ActorUserName: z.string(),
  ActionName: z.string(),
  Detail: z.string(),
  ActionDate: z.string(),
});
export type UserChange = z.infer<typeof UserChange>;

/** GET admin/SubscriptionSummary query (role-screens §1.13 filters). */
export const SubscriptionSummaryQuery = z.object({
  /** Days back a renewal counts as 'renewed in period'. */
  Days: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(366)), 30),
  CountryId: z.optional(z.coerce.number().check(z.int())),
});

const Count = z.number().check(z.int(), z.gte(0));
/** The summary matrix: per role, every role but SuperAdministrator listed. */
export const SubscriptionSummary = z.object({
  GeneratedAt: z.string(),
  Rows: z.array(
    z.object({
      RoleName: z.enum(ROLE_NAMES),
      Active: Count,
      Expiring: Count,
      Expired: Count,
      NonActive: Count,
      Renewed: Count,
    }),
  ),
});
export type SubscriptionSummary = z.infer<typeof SubscriptionSummary>;

/** GET admin/SubscriptionList: one of the lists, paged. */
export const SubscriptionListQuery = z.object({
  List: z.enum(SUBSCRIPTION_LISTS),
  RoleID: z.optional(roleFilter),
  CountryId: z.optional(z.coerce.number().check(z.int())),
  Days: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(366)), 30),
  ...pageFields(PAGE_SIZE, 2000),
});

/** A row of a subscription list (role-screens §1.13 columns, plus the retention date of spec §1). */
export const SubscriptionRow = z.object({
  UserName: z.string(),
  FullName: z.string(),
  RoleName: z.nullable(z.enum(ROLE_NAMES)),
  Email: z.string(),
  SubscriptionExpiry: z.string(),
  LastLoginTime: z.nullable(z.string()),
  RenewedAt: z.nullable(z.string()),
  RenewedWithAccessCode: z.nullable(z.string()),
  DaysSinceActivity: z.nullable(z.number().check(z.int())),
  /** yyyy-mm-dd until which personal data is kept: last activity (or expiry) + 6 months (spec §1). */
  RetainUntil: z.string(),
  Status: z.enum(USER_STATUSES),
});
export type SubscriptionRow = z.infer<typeof SubscriptionRow>;

const userNames = z
  .array(userName, missing(UserMsg.selectUsers))
  .check(z.minLength(1, UserMsg.selectUsers), z.maxLength(BULK_USERS_MAX));

/** POST admin/SendRenewalReminder body. */
export const RenewalReminderRequest = z.strictObject({ UserNames: userNames });
/** POST admin/ExtendSubscription body: the new expiry day for every user named. */
export const ExtendSubscriptionRequest = z.strictObject({
  UserNames: userNames,
  ExpiryDate: day(UserMsg.enterExpiryDate),
});
/** How many users a bulk action reached. */
export const BulkResult = z.object({ Count: Count });

/**
 * An administrator as superadmin/index lists them (role-screens §2.1): the user list's columns
 * that concern an administrator, their role (always one) and their audited actions.
 */
export const AdminAccountRow = z.extend(
  z.pick(UserRow, {
    UserName: true,
    FullName: true,
    OrganizationName: true,
    CountryName: true,
    Status: true,
    LastLoginTime: true,
    TwoStepMode: true,
  }),
  { RoleName: z.enum(ROLE_NAMES), ActionsLast30Days: Count },
);
export type AdminAccountRow = z.infer<typeof AdminAccountRow>;

/** Days without a sign-in after which superadmin/index flags an administrator (role-screens §2.1). */
export const ADMIN_IDLE_DAYS = 90;

/** GET superadmin/FetchAdmins: the administrators, users per role and the alerts of role-screens §2.1. */
export const SuperAdminOverview = z.object({
  Admins: z.array(AdminAccountRow),
  UsersByRole: z.array(z.object({ RoleName: z.enum(ROLE_NAMES), Count })),
  Alerts: z.object({
    WithoutTwoStep: z.array(z.string()),
    IdleAdmins: z.array(z.string()),
  }),
});
export type SuperAdminOverview = z.infer<typeof SuperAdminOverview>;

/** The roles managed on the superadmin screens. */
export const ADMIN_ACCOUNT_ROLES = ['Administrator', 'SuperAdministrator'] as const;

/** Whether a yyyy-mm-dd day has ended (UTC): an expiry on it would leave the account already expired. */
export function isPastDay(day: string, now = new Date()): boolean {
  return Date.parse(`${day}T23:59:59.999Z`) < now.getTime();
}

/** An administrator's expiry day, yyyy-mm-dd; empty: no end (ten years). */
const adminExpiry = z._default(
  z.union([z.string().check(z.trim(), z.regex(DAY_RE, UserMsg.expiryDateFormat)), z.literal('')]),
  '',
);

const adminFields = {
  FName: T.FName,
  LName: T.LName,
  Email: T.Email,
  ConfirmEmail: T.ConfirmEmail,
  Mobile1: T.Mobile1,
  CompanyName: requiredText(M.CompanyName, RegistrationMsg.enterOrganisation, UserMsg.organisationTooLong),
  CountryId: countryId,
  ExpiryDate: adminExpiry,
  RequireTwoStep: z._default(z.boolean(), true),
};
const checkAdmin = (v: { Email: string; ConfirmEmail: string }, ctx: z.core.$RefinementCtx) =>
  checkUser({ ...v, strDOB: '' }, ctx);

/**
 * POST superadmin/AddAdmin body (role-screens §2.2): role fixed to Administrator. The expiry, when
 * given, is today or later ('Expiry Date cannot be in the past'): a new account is never born expired.
 */
export const AddAdminRequest = z
  .strictObject({
    UserName: newUserName,
    ...adminFields,
    ExpiryDate: adminExpiry.check(z.refine((d) => d === '' || !isPastDay(d), UserMsg.expiryNotPast)),
  })
  .check(z.superRefine(checkAdmin));
export type AddAdminValues = z.output<typeof AddAdminRequest>;
export const AddAdminFields = withTextNumbers(AddAdminRequest, ['CountryId']);
export type AddAdminInput = z.input<typeof AddAdminFields>;

/**
 * POST superadmin/EditAdmin body (role-screens §2.3). A past expiry is the service's to judge
 * (admin-accounts.ts editAdmin): it needs the stored one.
 */
export const EditAdminRequest = z
  .strictObject({
    UserName: userName,
    ...adminFields,
    // An existing administrator may have none on record (accounts made before the field).
    CompanyName: T.CompanyName,
    IsActive: z._default(z.boolean(), true),
    ResetTwoStep: z._default(z.boolean(), false),
  })
  .check(z.superRefine(checkAdmin));
export type EditAdminValues = z.output<typeof EditAdminRequest>;
export const EditAdminFields = withTextNumbers(EditAdminRequest, ['CountryId']);
export type EditAdminInput = z.input<typeof EditAdminFields>;
