import * as z from 'zod/mini';
import {
  EMAIL_PATTERN,
  optionalText as text,
  personDetailFields,
  verificationCode,
} from './field-schemas.js';
import { withTextNumbers } from './text-fields.js';
import { SessionUser } from './account.js';
import { REGISTRATION_MAX, countryOf } from './registration.js';
import { ProfileMsg } from '../catalogues/profile.js';

export { ProfileMsg };

/** Maximum lengths of spec §5 (registration form): My Profile edits the registration's fields. */
export const PROFILE_MAX = { ...REGISTRATION_MAX, Mobile1: REGISTRATION_MAX.Mobile } as const;

const required = (max: number, message: string) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max));

/**
 * POST account/UpdateProfile body: the editable fields of My Profile. Required as in spec §5:
 * first name, last name, address line 1, post code, country, mobile 1, email. Organisation is
 * optional here because By Standers have none (spec §5 hides it for role 15). Whether the post
 * code and mobile fit the country is checked by the server (spec §5).
 */
export const UpdateProfileRequest = z.object({
  Salutation: text(PROFILE_MAX.Salutation),
  FName: required(PROFILE_MAX.FName, ProfileMsg.enterFirstName),
  Initial: text(PROFILE_MAX.Initial),
  LName: required(PROFILE_MAX.LName, ProfileMsg.enterLastName),
  CompanyName: text(PROFILE_MAX.CompanyName),
  AddressLine1: required(PROFILE_MAX.AddressLine, ProfileMsg.enterAddressLine1),
  AddressLine2: text(PROFILE_MAX.AddressLine),
  Town: text(PROFILE_MAX.Town),
  State: text(PROFILE_MAX.State),
  ZipCode: required(PROFILE_MAX.ZipCode, ProfileMsg.enterPostCode),
  CountryId: z.number({ error: ProfileMsg.selectCountry }).check(
    z.int(),
    z.refine((id) => countryOf(id) !== undefined, ProfileMsg.selectCountry),
  ),
  Mobile1: required(PROFILE_MAX.Mobile1, ProfileMsg.enterMobile),
  Email: required(PROFILE_MAX.Email, ProfileMsg.enterEmail).check(
    z.regex(EMAIL_PATTERN, ProfileMsg.validEmail),
  ),
});
/** My Profile's form: the country read from its select. */
export const UpdateProfileFields = withTextNumbers(UpdateProfileRequest, ['CountryId']);
export type UpdateProfileRequest = z.input<typeof UpdateProfileFields>;
export type UpdateProfileValues = z.output<typeof UpdateProfileRequest>;

/**
 * GET account/GetUserDetail data: the caller's own profile (spec §7.2 'Fetch user detail …
 * returns CountryId and Country'). Fields never set are empty strings.
 */
export const UserDetail = z.extend(
  z.pick(SessionUser, {
    UserName: true,
    FullName: true,
    RoleId: true,
    RoleDisplayValue: true,
  }),
  {
    ...personDetailFields,
    CompanyName: z.string(),
    ZipCode: z.string(),
    Country: z.nullable(z.string()),
    /** The verified email: messages and escalations go to it. */
    Email: z.string(),
    /** A new email waiting for the code sent to it (account/ConfirmEmailChange), or ''. */
    PendingEmail: z.string(),
  },
);
export type UserDetail = z.infer<typeof UserDetail>;

/**
 * Every action name the server writes to the Admin Audit (and to an account's change history):
 * the web shows each in the UI language (`profile.audit.actions.<name>`, a test checks English
 * and French for each). A writer takes only these names, so a new action starts here.
 */
export const ADMIN_AUDIT_ACTIONS = [
  // Accounts of administrators themselves (recovery, two-step, renewal, unsubscribe, erasure).
  'ChangePassword',
  'ResetPassword',
  'EnableTwoStep',
  'RenewSubscription',
  'Unsubscribe',
  'PersonalDataErased',
  // Users and administrators (users area).
  'GenerateAccessCode',
  'AddUser',
  'EditUser',
  'ChangeRole',
  'ChangeExpiry',
  'ActivateUser',
  'DeactivateUser',
  'SendPasswordReset',
  'SendRenewalReminder',
  'ExportUsers',
  'SetUserDomain',
  'UnlockSignIn',
  'AddAdmin',
  'EditAdmin',
  'ActivateAdmin',
  'DeactivateAdmin',
  'ResetTwoStep',
  'RequireTwoStep',
  // Colonies (QR labels, imports) and outreach.
  'GenerateQrBatch',
  'VoidUnusedQr',
  'ReprintQr',
  'ReplaceQr',
  'SaveImportColumns',
  'CrmMail',
  'CrmMailTest',
  'SendSwarmThanks',
] as const;
export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];

/**
 * A row of the Admin Audit popup (spec §2.6: UserName, ActionName, ActionDate; ISO 8601).
 * ActionName is the action's name alone (ADMIN_AUDIT_ACTIONS, or an older stored one as it is);
 * TargetUserName the account it concerned ('' when none); RowCount the rows of an export (ExportUsers).
 */
export const AdminAuditEntry = z.object({
  UserName: z.string(),
  ActionName: z.string(),
  ActionDate: z.string(),
  TargetUserName: z.string(),
  RowCount: z.nullable(z.number().check(z.int())),
});
export type AdminAuditEntry = z.infer<typeof AdminAuditEntry>;

/** POST account/ConfirmEmailChange body: the code sent to the new email My Profile asked for. */
export const ConfirmEmailChangeRequest = z.object({
  VerificationCode: verificationCode(ProfileMsg.enterCode, ProfileMsg.codeNotValid),
});
export type ConfirmEmailChangeRequest = z.input<typeof ConfirmEmailChangeRequest>;

/**
 * A row of the User Audit popup (spec §2.6). AttemptFailDate: ISO 8601; FailAttempt: the
 * consecutive failures of UserName. A row with UnknownUserNames counts, for one clock hour, the
 * failed sign-ins with user names that have no account (UserName empty, FailAttempt: that
 * hour's failures, AttemptFailDate: the latest). LockedUntil (ISO 8601): the end of the user's
 * sign-in lock when locked now, else null.
 */
export const UserAuditEntry = z.object({
  UserName: z.string(),
  AttemptFailDate: z.string(),
  FailAttempt: z.number().check(z.int()),
  UnknownUserNames: z.boolean(),
  LockedUntil: z.nullable(z.string()),
});
export type UserAuditEntry = z.infer<typeof UserAuditEntry>;

/** POST admin/UnlockSignIn body: the user whose sign-in lock an Administrator lifts. */
export const UnlockSignInRequest = z.object({
  UserName: z.string().check(z.trim(), z.minLength(1, ProfileMsg.enterUserName), z.maxLength(128)),
});
export type UnlockSignInRequest = z.input<typeof UnlockSignInRequest>;

const UnsubscribeUserName = z
  .string()
  .check(z.trim(), z.minLength(1, ProfileMsg.enterUserName), z.maxLength(128));

/** POST account/SendUnsubscribeEmail body (spec §2.9 step 1). */
export const SendUnsubscribeEmailRequest = z.object({ UserName: UnsubscribeUserName });
export type SendUnsubscribeEmailRequest = z.input<typeof SendUnsubscribeEmailRequest>;

/** POST account/Unsubscribe body (spec §2.9 step 2; §5: an empty code says 'Please enter User Name.'). */
export const UnsubscribeRequest = z.object({
  UserName: UnsubscribeUserName,
  VerificationCode: verificationCode(ProfileMsg.enterUserName, ProfileMsg.codeNotValid),
});
export type UnsubscribeRequest = z.input<typeof UnsubscribeRequest>;
