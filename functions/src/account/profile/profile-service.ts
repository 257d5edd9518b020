import {
  ProfileMsg,
  ROLE_DISPLAY_NAME,
  countryOf,
  type UpdateProfileValues,
  type UserDetail,
} from '@beewatch/shared';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import type { Actor } from '../../lib/actor.js';
import { indexHome } from '../../sites/index.js';
import { assertCanSendEmailCode, confirmEmailChange, sendEmailChangeCode } from './email-change.js';
import { postalAddressOf } from './profile-entity.js';
import { getProfile, type Profile } from './profile-repository.js';
import { saveProfileDetails, type ProfileDetails } from './profile-store.js';
import { checkPostCode, mobileE164 } from '../registration/registration-checks.js';

/** Older profiles hold only FullName: its first word is the first name, the rest the last name. */
function nameParts(p: Profile): { FName: string; LName: string } {
  if (p.FName || p.LName) return { FName: p.FName ?? '', LName: p.LName ?? '' };
  const [first = '', ...rest] = p.FullName.trim().split(/\s+/);
  return { FName: first, LName: rest.join(' ') };
}

function detailOf(p: Profile, actor: Actor): UserDetail {
  return {
    UserName: p.UserName,
    FullName: p.FullName,
    RoleId: actor.roleId,
    RoleDisplayValue: ROLE_DISPLAY_NAME[actor.roleName],
    Salutation: p.Salutation ?? '',
    ...nameParts(p),
    Initial: p.Initial ?? '',
    CompanyName: p.OrganizationName ?? '',
    ...postalAddressOf(p),
    ZipCode: p.ZipCode ?? '',
    CountryId: p.CountryId,
    Country: p.CountryName,
    Mobile1: p.Mobile ?? '',
    Email: p.Email,
    PendingEmail: p.PendingEmail ?? '',
  };
}

async function ownProfile(actor: Actor): Promise<Profile> {
  const profile = await getProfile(actor.userName);
  if (!profile || profile.UnsubscribedAt) throw new NotFoundError(ProfileMsg.profileNotFound);
  return profile;
}

/**
 * GET account/GetUserDetail (spec §7.2): the caller's own profile, always by the user name of
 * the verified token — never by an id from the request. NotFoundError without a profile.
 */
export async function getUserDetail(actor: Actor): Promise<UserDetail> {
  return detailOf(await ownProfile(actor), actor);
}

/**
 * Checks the post code and mobile against the country with the registration checks (spec §5:
 * the same rules as registration) and gives the mobile in E.164.
 */
function checkedContact(values: UpdateProfileValues): { country: string; iso: string; mobile: string } {
  const country = countryOf(values.CountryId);
  if (!country) throw new ValidationError(ProfileMsg.selectCountry);
  if (!checkPostCode(country, values.ZipCode).IsValid) throw new ValidationError(ProfileMsg.validPostCode);
  const mobile = mobileE164(country, values.Mobile1);
  if (!mobile) throw new ValidationError(ProfileMsg.validMobile);
  return { country: country.Text, iso: country.iso, mobile };
}

/**
 * POST account/UpdateProfile: validates (shared schema, then country rules) and saves the
 * caller's own profile. A new email is not applied: it waits for the code emailed to it
 * (email-change.ts), whose cap is checked before anything is written; saving the current email
 * again drops a waiting change. On an error nothing is written. Returns the saved detail.
 */
export async function updateProfile(
  actor: Actor,
  values: UpdateProfileValues,
  clientIp: string,
): Promise<UserDetail> {
  const profile = await ownProfile(actor);
  const contact = checkedContact(values);
  const details: ProfileDetails = {
    FullName: [values.FName, values.Initial, values.LName].filter(Boolean).join(' '),
    Salutation: values.Salutation,
    FName: values.FName,
    Initial: values.Initial,
    LName: values.LName,
    OrganizationName: values.CompanyName || null,
    AddressLine1: values.AddressLine1,
    AddressLine2: values.AddressLine2,
    Town: values.Town,
    State: values.State,
    ZipCode: values.ZipCode.toUpperCase(),
    CountryId: values.CountryId,
    CountryName: contact.country,
    Mobile: contact.mobile,
  };
  const pending = profile.Email.trim().toLowerCase() === values.Email.toLowerCase() ? null : values.Email;
  // Saving a new email (again) sends a fresh code: that is also how the user asks for another.
  if (pending) await assertCanSendEmailCode(profile.UserName, clientIp);
  if (!(await saveProfileDetails(profile.UserName, details, pending)))
    throw new NotFoundError(ProfileMsg.profileNotFound);
  if (pending) await sendEmailChangeCode(profile.UserName, values.Email);
  // A bystander's home point (post code centroid) is what spray alerts search within 1 km.
  if (actor.roleName === 'ByStander') await indexHome(profile.UserName, details.ZipCode);
  return detailOf({ ...profile, ...details, PendingEmail: pending }, actor);
}

/** POST account/ConfirmEmailChange: the code sent to the new email makes it the caller's email. */
export async function confirmOwnEmailChange(actor: Actor, code: string): Promise<UserDetail> {
  return detailOf(await confirmEmailChange(await ownProfile(actor), code), actor);
}
