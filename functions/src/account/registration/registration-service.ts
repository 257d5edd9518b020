import {
  POST_CODE_OPTIONAL_ROLE,
  RegistrationForm,
  RegistrationMsg,
  SWARM_COLLECTOR_ROLE_IDS,
  roleNameOf,
  type AccessCodeDetails,
  type RegistrationBody,
  type RegistrationFormValues,
  type RegistrationResult,
} from '@beewatch/shared';
import { ConflictError, ValidationError } from '../../lib/errors.js';
import { logger } from '../../lib/logger.js';
import { addUserToGroup, createUser, deleteUser, setPermanentPassword } from '../cognito.js';
import { getAccessCode, giveBackAccessCodeUse, takeAccessCodeUse, unusableReason } from './access-codes.js';
import { indexHome } from '../../sites/index.js';
import { createProfile } from '../profile/profile-repository.js';
import { checkPostCode, mobileE164, normalisePostCode, requireCountry } from './registration-checks.js';

/**
 * GetUserDetailsByAccessCode (spec §4 step 1, §7.2): the role and subscription expiry a code
 * grants. ValidationError (400) with a clear message when it is unknown, expired or used up.
 */
export async function accessCodeDetails(code: string): Promise<AccessCodeDetails> {
  const found = await getAccessCode(code);
  const reason = unusableReason(found);
  if (reason || !found) throw new ValidationError(reason ?? RegistrationMsg.accessCodeNotValid);
  return { RoleID: found.RoleID, AccessCode: found.AccessCode, ExpiryDate: found.ExpiryDate };
}

/** Checks what needs server data (post code, mobiles against the country); returns the E.164 mobiles. */
function checkAgainstCountry(form: RegistrationFormValues) {
  const country = requireCountry(form.CountryId);
  if (form.ZipCode || form.RoleID !== POST_CODE_OPTIONAL_ROLE) {
    const postCode = checkPostCode(country, form.ZipCode);
    if (!postCode.IsValid) throw new ValidationError(RegistrationMsg.validPostCode);
  }
  const mobile1 = mobileE164(country, form.Mobile1);
  if (!mobile1) throw new ValidationError(RegistrationMsg.validMobile1);
  const mobile2 = form.Mobile2 ? mobileE164(country, form.Mobile2) : null;
  if (mobile2 === undefined) throw new ValidationError(RegistrationMsg.validMobile2);
  return { country, mobile1, mobile2 };
}

const errorName = (err: unknown) => (err as Error).name;

async function createCognitoUser(form: RegistrationFormValues, groupName: string): Promise<void> {
  try {
    await createUser(form.UserName, form.Email, form.Password);
  } catch (err) {
    if (errorName(err) === 'UsernameExistsException') throw new ConflictError(RegistrationMsg.userNameTaken);
    if (errorName(err) === 'InvalidPasswordException')
      throw new ValidationError(RegistrationMsg.passwordPolicy);
    throw err;
  }
  try {
    await setPermanentPassword(form.UserName, form.Password);
    await addUserToGroup(form.UserName, groupName);
  } catch (err) {
    await deleteCognitoUser(form.UserName);
    if (errorName(err) === 'InvalidPasswordException')
      throw new ValidationError(RegistrationMsg.passwordPolicy);
    throw err;
  }
}

async function deleteCognitoUser(userName: string): Promise<void> {
  await deleteUser(userName).catch((err: Error) =>
    logger.error('could not delete a half-registered user', err),
  );
}

/**
 * The body of account/Register before the full check: the access code first, because the
 * role-dependent rules of spec §5 need the code's role, never the one the client sent.
 */

/**
 * Register (spec §4 'Registration', §5; POST account/Register, public). Order matters:
 * 1. the access code must be usable, and its role replaces the form's (spec §6);
 * 2. the form is validated again with that role (post code optional for role 35, organisation
 *    for role 15), then the post code and mobiles against the country;
 * 3. a use of the code is taken by condition (never beyond MaxUses, never after expiry);
 * 4. the Cognito user is created with a permanent password and the role's group, then the
 *    profile (SubscriptionExpiry = the code's ExpiryDate, two-step off).
 * If 4 fails the user is removed and the use given back. A taken user name → ConflictError
 * 'This user name is taken' (409); bad input → ValidationError (400); nothing is written then.
 */
export async function register(input: RegistrationBody): Promise<RegistrationResult> {
  const code = await accessCodeDetails(input.AccessCode);
  const form = RegistrationForm.parse({ ...input, RoleID: code.RoleID });
  const group = roleNameOf(code.RoleID);
  if (!group) throw new ValidationError(RegistrationMsg.accessCodeNotValid);
  const { country, mobile1, mobile2 } = checkAgainstCountry(form);

  await takeAccessCodeUse(code.AccessCode);
  try {
    await createCognitoUser(form, group);
  } catch (err) {
    await giveBackAccessCodeUse(code.AccessCode);
    throw err;
  }
  const created = await createProfile({
    UserName: form.UserName,
    FullName: [form.FName, form.Initial, form.LName].filter(Boolean).join(' '),
    OrganizationName: form.CompanyName || null,
    Email: form.Email,
    Mobile: mobile1,
    CountryId: country.Value,
    CountryName: country.Text,
    SubscriptionExpiry: code.ExpiryDate,
    TwoStepMode: 0,
    DoNotShowThisAgain: false,
    LastLoginTime: null,
    Salutation: form.Salutation || null,
    FName: form.FName,
    Initial: form.Initial || null,
    LName: form.LName,
    AddressLine1: form.AddressLine1,
    AddressLine2: form.AddressLine2 || null,
    Town: form.Town || null,
    State: form.State || null,
    ZipCode: form.ZipCode ? normalisePostCode(form.ZipCode) : null,
    DateOfBirth: form.strDOB,
    Sex: form.Sex || null,
    Mobile2: mobile2,
    AlertEmail: form.Alert_Email_Address || null,
    LandLine1: form.LandLine1 || null,
    LandLine2: form.LandLine2 || null,
    InsurancePolicyNumber: form.InsurancePolicyNumber || null,
    BBKAApprovedswarmcollector: SWARM_COLLECTOR_ROLE_IDS.includes(form.RoleID)
      ? form.BBKAApprovedswarmcollector
      : false,
    RegisteredWithAccessCode: code.AccessCode,
    RoleName: group,
  }).catch(async (err: unknown) => {
    await deleteCognitoUser(form.UserName);
    await giveBackAccessCodeUse(code.AccessCode);
    throw err;
  });
  if (!created) {
    // A profile of that name (any case) outlived its Cognito user: the name is still taken.
    await deleteCognitoUser(form.UserName);
    await giveBackAccessCodeUse(code.AccessCode);
    throw new ConflictError(RegistrationMsg.userNameTaken);
  }
  // A bystander's home point (spray alerts reach bystanders within 1 km). Derived data: if it
  // fails the account stands, and the next My Profile save indexes it.
  if (group === 'ByStander')
    await indexHome(form.UserName, form.ZipCode).catch((err: unknown) =>
      logger.warn('home not indexed at registration', { error: err as Error }),
    );
  return { UserName: form.UserName, RoleID: code.RoleID };
}
