/**
 * The personal details every account form holds (registration, My Profile, the administrators'
 * user forms), as react-hook-form keeps them: strings as typed, the checkboxes as booleans.
 */

/** A new person's details: every text empty, not a test user nor a swarm collector, active. */
export const BLANK_PERSON = {
  Salutation: '',
  FName: '',
  Initial: '',
  LName: '',
  Sex: '',
  strDOB: '',
  AddressLine1: '',
  AddressLine2: '',
  Town: '',
  State: '',
  ZipCode: '',
  CompanyName: '',
  Mobile1: '',
  Mobile2: '',
  Email: '',
  ConfirmEmail: '',
  Alert_Email_Address: '',
  LandLine1: '',
  LandLine2: '',
  InsurancePolicyNumber: '',
  BBKAApprovedswarmcollector: false,
  IsTestUser: false,
  IsActive: true,
} as const;

/** The fields of a person's name, postal address and main contact, as an account shows them. */
interface NameAndAddress {
  Salutation: string;
  FName: string;
  Initial: string;
  LName: string;
  AddressLine1: string;
  AddressLine2: string;
  Town: string;
  State: string;
  Mobile1: string;
  Email: string;
}

/**
 * An account's name, postal address, first mobile and email copied into a form's values (the
 * rest, which each form holds differently, the caller adds).
 */
export function nameAndAddressOf(u: NameAndAddress): NameAndAddress {
  return {
    Salutation: u.Salutation,
    FName: u.FName,
    Initial: u.Initial,
    LName: u.LName,
    AddressLine1: u.AddressLine1,
    AddressLine2: u.AddressLine2,
    Town: u.Town,
    State: u.State,
    Mobile1: u.Mobile1,
    Email: u.Email,
  };
}
