import * as z from 'zod/mini';
import {
  EMAIL_PATTERN,
  missing,
  optionalEmail,
  optionalText,
  requiredText,
  pageFields,
} from './field-schemas.js';
import { withTextNumbers } from './text-fields.js';
import { meetsPasswordPolicy } from './recovery.js';
import { PAGE_SIZE } from '../constants.js';
import { Role } from '../enums.js';
import {
  ACCESS_CODE_MAX_YEARS,
  ADMIN_CODE_MAX_DAYS,
  ADMIN_CODE_MAX_USES,
  ADMIN_LEVEL_ROLE_IDS,
  SecurityMsg,
} from './account-security.js';
import { RegistrationMsg } from '../catalogues/registration.js';

export { RegistrationMsg };

/** Maximum lengths of spec §5 (registration form); AddressLine and UserName are ours. */
export const REGISTRATION_MAX = {
  AccessCode: 20,
  Salutation: 20,
  FName: 50,
  Initial: 50,
  LName: 50,
  Town: 50,
  State: 50,
  ZipCode: 12,
  CompanyName: 20,
  Mobile: 20,
  Email: 100,
  LandLine: 50,
  InsurancePolicyNumber: 30,
  AddressLine: 100,
  UserName: 50,
  Password: 256,
} as const;

/** Minimum age at registration, years (spec §5, §9). */
export const MIN_REGISTRATION_AGE = 13;
/** Uses of one access code: 1 to this (ours). */
export const ACCESS_CODE_MAX_USES = 1000;
/** Characters of a generated access code (ours). */
export const ACCESS_CODE_LENGTH = 12;

/**
 * Countries of the registration form (spec §3: list items carry Value and Text; §7.2 country
 * list). `iso` is the ISO 3166-1 code for the mobile check. United Kingdom and France post codes
 * are checked against the offline gazetteer; the others by format only (see the server's
 * post-code module). Value 1 and 2 match the profile's country ids.
 */
export const COUNTRIES = [
  { Value: 1, Text: 'United Kingdom', iso: 'GB' },
  { Value: 2, Text: 'France', iso: 'FR' },
  { Value: 3, Text: 'Ireland', iso: 'IE' },
  { Value: 4, Text: 'Belgium', iso: 'BE' },
  { Value: 5, Text: 'Switzerland', iso: 'CH' },
  { Value: 6, Text: 'Germany', iso: 'DE' },
  { Value: 7, Text: 'Jersey', iso: 'JE' },
  { Value: 8, Text: 'Guernsey', iso: 'GG' },
  { Value: 9, Text: 'Isle of Man', iso: 'IM' },
] as const;
export type Country = (typeof COUNTRIES)[number];

/** The country of an id, or undefined. */
export function countryOf(id: number | null | undefined): Country | undefined {
  return COUNTRIES.find((c) => c.Value === id);
}

/** The country of a name (case-insensitive), or undefined. */
export function countryNamed(name: string): Country | undefined {
  const wanted = name.trim().toLowerCase();
  return COUNTRIES.find((c) => c.Text.toLowerCase() === wanted);
}

/** GET common/GetCountryList data item (spec §3). */
export const CountryItem = z.object({ Value: z.number().check(z.int()), Text: z.string() });
export type CountryItem = z.infer<typeof CountryItem>;

/** Roles an access code can grant: every role except SuperAdministrator, which is never given by code. */
export const GRANTABLE_ROLE_IDS: number[] = Object.values(Role).filter(
  (id) => id !== Role.SuperAdministrator,
);

/** The roles that count as swarm collectors (spec §6: only ProfessionalBeeKeeper). */
export const SWARM_COLLECTOR_ROLE_IDS: number[] = [Role.ProfessionalBeeKeeper];

/** Role whose post code is optional and shown without the required star (spec §5). */
export const POST_CODE_OPTIONAL_ROLE = Role.VQAdministrator;
/** Role for which the organisation field is hidden and optional (spec §5). */
export const NO_ORGANISATION_ROLE = Role.ByStander;

/** The access code as typed: trimmed, upper-cased (codes are case-insensitive), ≤ 20 (spec §5). */
export const AccessCodeValue = z.pipe(
  z
    .string(missing(RegistrationMsg.enterAccessCode))
    .check(
      z.trim(),
      z.minLength(1, RegistrationMsg.enterAccessCode),
      z.maxLength(REGISTRATION_MAX.AccessCode),
    ),
  z.transform((s) => s.toUpperCase()),
);

/** GET common/GetUserDetailsByAccessCode?AccessCode= (spec §7.2). */
export const AccessCodeQuery = z.object({ AccessCode: AccessCodeValue });

/**
 * Body of account/Register: the access code first, the rest checked by RegistrationForm once the
 * code's role is known (spec §5's rules depend on the role).
 */
export const RegistrationBody = z.looseObject({ AccessCode: AccessCodeValue });
export type RegistrationBody = z.output<typeof RegistrationBody>;
export type AccessCodeQuery = z.input<typeof AccessCodeQuery>;

/** What an access code resolves to (spec §3): its role and the subscription expiry (ISO 8601) it grants. */
export const AccessCodeDetails = z.object({
  RoleID: z.number().check(z.int()),
  AccessCode: z.string(),
  ExpiryDate: z.string(),
});
export type AccessCodeDetails = z.infer<typeof AccessCodeDetails>;

/** POST common/ValidateZipCode body (spec §7.2: code and country name). */
export const ValidateZipCodeRequest = z.object({
  ZipCode: z
    .string()
    .check(z.trim(), z.minLength(1, RegistrationMsg.enterPostCode), z.maxLength(REGISTRATION_MAX.ZipCode)),
  CountryName: z.string().check(z.trim(), z.minLength(1, RegistrationMsg.selectCountry), z.maxLength(100)),
});
export type ValidateZipCodeRequest = z.input<typeof ValidateZipCodeRequest>;

/** POST common/ValidateCountryMobile body (spec §7.2: country id and number). */
export const ValidateCountryMobileRequest = z.object({
  CountryId: z.number(missing(RegistrationMsg.selectCountry)).check(z.int()),
  Mobile: z
    .string()
    .check(z.trim(), z.minLength(1, RegistrationMsg.enterMobile1), z.maxLength(REGISTRATION_MAX.Mobile)),
});
export type ValidateCountryMobileRequest = z.input<typeof ValidateCountryMobileRequest>;

/**
 * Answer of both validation calls: IsValid, and Message (the spec §5 message) when not valid.
 * A malformed request is a 400; an answer, valid or not, is ErrorCode 0.
 */
export const ValidationResult = z.object({ IsValid: z.boolean(), Message: z.nullable(z.string()) });
export type ValidationResult = z.infer<typeof ValidationResult>;

/** A required email of the registration and user forms: `message` when missing, 'Please enter valid email' when malformed. */
const registrationEmail = (message: string) =>
  requiredText(REGISTRATION_MAX.Email, message).check(z.regex(EMAIL_PATTERN, RegistrationMsg.validEmail));

/**
 * The contact fields after the first mobile that registration and the administrator's user
 * forms share (spec §5): second mobile, email and its confirmation, alert email, land lines and
 * insurance policy number.
 */
export const userContactShape = {
  Mobile2: optionalText(REGISTRATION_MAX.Mobile),
  Email: registrationEmail(RegistrationMsg.enterEmail),
  ConfirmEmail: registrationEmail(RegistrationMsg.enterConfirmEmail),
  Alert_Email_Address: optionalEmail(REGISTRATION_MAX.Email, RegistrationMsg.validEmail),
  LandLine1: optionalText(REGISTRATION_MAX.LandLine),
  LandLine2: optionalText(REGISTRATION_MAX.LandLine),
  InsurancePolicyNumber: optionalText(REGISTRATION_MAX.InsurancePolicyNumber),
};

/** Whether a yyyy-mm-dd date of birth gives at least `years` today (UTC). */
export function isAtLeastYearsOld(dob: string, years: number, now = new Date()): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const birth = new Date(Date.UTC(y, mo - 1, d));
  if (birth.getUTCMonth() !== mo - 1 || birth.getUTCDate() !== d) return false;
  const birthday = Date.UTC(y + years, mo - 1, d);
  return birthday <= now.getTime();
}

/** Password of registration: the user pool's policy (recovery.ts meetsPasswordPolicy, infra auth stack). */
export const RegistrationPassword = z
  .string(missing(RegistrationMsg.enterPassword))
  .check(
    z.minLength(1, RegistrationMsg.enterPassword),
    z.maxLength(REGISTRATION_MAX.Password),
    z.refine(meetsPasswordPolicy, RegistrationMsg.passwordPolicy),
  );

/**
 * POST account/Register body: the registration user of spec §3 plus the sign-in the form
 * chooses (UserName, Password, ConfirmPassword: Cognito needs them). Rules of spec §5: required
 * date of birth (yyyy-mm-dd, age ≥ 13), first and last name, address line 1, post code (not for
 * role 35), organisation (not for role 15), country, mobile 1, email and its confirmation; the
 * maximum lengths of REGISTRATION_MAX. The server replaces RoleID with the access code's and
 * checks post code and mobiles against the country (they need the gazetteer and phone data);
 * IsTestUser, IsActive, User_Idx and ExpiryDate are accepted but decided by the server.
 */
export const RegistrationForm = z
  .object({
    AccessCode: AccessCodeValue,
    RoleID: z._default(z.number().check(z.int()), Role.BeeInspector),
    strDOB: z
      .string(missing(RegistrationMsg.enterDateOfBirth))
      .check(z.trim(), z.minLength(1, RegistrationMsg.enterDateOfBirth)),
    Salutation: optionalText(REGISTRATION_MAX.Salutation),
    FName: requiredText(REGISTRATION_MAX.FName, RegistrationMsg.enterFirstName),
    Initial: optionalText(REGISTRATION_MAX.Initial),
    LName: requiredText(REGISTRATION_MAX.LName, RegistrationMsg.enterLastName),
    Sex: z._default(z.union([z.enum(['Male', 'Female']), z.literal('')]), ''),
    AddressLine1: requiredText(REGISTRATION_MAX.AddressLine, RegistrationMsg.enterAddressLine1),
    AddressLine2: optionalText(REGISTRATION_MAX.AddressLine),
    Town: optionalText(REGISTRATION_MAX.Town),
    State: optionalText(REGISTRATION_MAX.State),
    ZipCode: optionalText(REGISTRATION_MAX.ZipCode),
    CompanyName: optionalText(REGISTRATION_MAX.CompanyName),
    CountryId: z.number(missing(RegistrationMsg.selectCountry)).check(
      z.int(),
      z.refine((id) => countryOf(id) !== undefined, RegistrationMsg.selectCountry),
    ),
    /** Mobile prefix chosen beside the number (e.g. '+44'); the country decides the check. */
    CodeID: optionalText(6),
    Mobile1: requiredText(REGISTRATION_MAX.Mobile, RegistrationMsg.enterMobile1),
    ...userContactShape,
    IsTestUser: z._default(z.boolean(), false),
    BBKAApprovedswarmcollector: z._default(z.boolean(), false),
    IsActive: z._default(z.boolean(), true),
    User_Idx: z._default(z.union([z.number(), z.string()]), 0),
    ExpiryDate: z.nullish(z.string()),
    UserName: requiredText(REGISTRATION_MAX.UserName, RegistrationMsg.enterUserName).check(
      z.regex(/^[A-Za-z0-9._-]{3,50}$/, RegistrationMsg.userNameFormat),
    ),
    Password: RegistrationPassword,
    ConfirmPassword: z
      .string(missing(RegistrationMsg.enterConfirmPassword))
      .check(z.minLength(1, RegistrationMsg.enterConfirmPassword)),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.strDOB && !isAtLeastYearsOld(v.strDOB, MIN_REGISTRATION_AGE))
        ctx.addIssue({ code: 'custom', path: ['strDOB'], message: RegistrationMsg.minAge });
      if (!v.ZipCode && v.RoleID !== POST_CODE_OPTIONAL_ROLE)
        ctx.addIssue({ code: 'custom', path: ['ZipCode'], message: RegistrationMsg.enterPostCode });
      if (!v.CompanyName && v.RoleID !== NO_ORGANISATION_ROLE)
        ctx.addIssue({ code: 'custom', path: ['CompanyName'], message: RegistrationMsg.enterOrganisation });
      if (v.Email && v.ConfirmEmail && v.Email.toLowerCase() !== v.ConfirmEmail.toLowerCase())
        ctx.addIssue({ code: 'custom', path: ['ConfirmEmail'], message: RegistrationMsg.emailMatch });
      if (v.ConfirmPassword && v.Password !== v.ConfirmPassword)
        ctx.addIssue({ code: 'custom', path: ['ConfirmPassword'], message: RegistrationMsg.passwordMatch });
    }),
  );
/** The registration page's form: role and country read from their controls. */
export const RegistrationFields = withTextNumbers(RegistrationForm, ['RoleID', 'CountryId']);
export type RegistrationFormInput = z.input<typeof RegistrationFields>;
export type RegistrationFormValues = z.output<typeof RegistrationForm>;

/** POST account/Register data: the new user name and role (never the password). */
export const RegistrationResult = z.object({ UserName: z.string(), RoleID: z.number().check(z.int()) });
export type RegistrationResult = z.infer<typeof RegistrationResult>;

/** An access code as the administrator's list shows it (admin/AccessCodeList). Dates ISO 8601. */
export const AccessCodeRow = z.object({
  AccessCode: z.string(),
  RoleID: z.number().check(z.int()),
  ExpiryDate: z.string(),
  MaxUses: z.number().check(z.int()),
  Uses: z.number().check(z.int()),
  PurchaserEmail: z.nullable(z.string()),
  CreatedBy: z.string(),
  CreatedAt: z.string(),
});
export type AccessCodeRow = z.infer<typeof AccessCodeRow>;

/** GET admin/AccessCodeList?RecordPerPage=15&NextToken= (newest first). */
export const AccessCodeListQuery = z.object(pageFields(PAGE_SIZE, 2000));

/**
 * POST admin/GenerateAccessCode body: the role to grant (any but SuperAdministrator), the
 * subscription expiry it grants (yyyy-mm-dd, after today; the subscription ends at the end of
 * that day UTC, at most ACCESS_CODE_MAX_YEARS ahead), how many registrations may use it
 * (1–1000) and the purchaser's email, if any. A code for an administrator-level role
 * (ADMIN_LEVEL_ROLE_IDS) has ADMIN_CODE_MAX_USES use and expires within ADMIN_CODE_MAX_DAYS;
 * only a SuperAdministrator may generate one (checked on the server, registration-admin.ts).
 */
/** Now plus `years` calendar years, epoch ms. */
function yearsAhead(years: number): number {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.getTime();
}

export const GenerateAccessCodeRequest = z
  .object({
    RoleID: z.number(missing(RegistrationMsg.enterRole)).check(
      z.int(),
      z.gte(1, RegistrationMsg.enterRole),
      z.refine((id) => GRANTABLE_ROLE_IDS.includes(id), RegistrationMsg.roleNotAllowed),
    ),
    ExpiryDate: z.string(missing(RegistrationMsg.enterExpiryDate)).check(
      z.trim(),
      z.regex(/^\d{4}-\d{2}-\d{2}$/, RegistrationMsg.enterExpiryDate),
      z.refine((d) => Date.parse(`${d}T23:59:59.999Z`) > Date.now(), RegistrationMsg.expiryInFuture),
      z.refine((d) => Date.parse(`${d}T00:00:00Z`) <= yearsAhead(ACCESS_CODE_MAX_YEARS), {
        message: SecurityMsg.expiryWithinFiveYears,
      }),
    ),
    MaxUses: z
      .number({ error: RegistrationMsg.usesRange })
      .check(
        z.int(RegistrationMsg.usesRange),
        z.gte(1, RegistrationMsg.usesRange),
        z.lte(ACCESS_CODE_MAX_USES, RegistrationMsg.usesRange),
      ),
    PurchaserEmail: z.nullish(
      z.string().check(
        z.trim(),
        z.maxLength(REGISTRATION_MAX.Email),
        z.refine((s) => s === '' || EMAIL_PATTERN.test(s), RegistrationMsg.validEmail),
      ),
    ),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (!ADMIN_LEVEL_ROLE_IDS.includes(v.RoleID)) return;
      if (v.MaxUses > ADMIN_CODE_MAX_USES)
        ctx.addIssue({ code: 'custom', path: ['MaxUses'], message: SecurityMsg.adminCodeOneUse });
      if (Date.parse(`${v.ExpiryDate}T00:00:00Z`) > Date.now() + ADMIN_CODE_MAX_DAYS * 86_400_000)
        ctx.addIssue({ code: 'custom', path: ['ExpiryDate'], message: SecurityMsg.adminCodeWithinAYear });
    }),
  );
/** The generate-code dialog's form: role and uses read from their controls. */
export const GenerateAccessCodeFields = withTextNumbers(GenerateAccessCodeRequest, ['RoleID', 'MaxUses']);
export type GenerateAccessCodeRequest = z.input<typeof GenerateAccessCodeFields>;
export type GenerateAccessCodeValues = z.output<typeof GenerateAccessCodeRequest>;
