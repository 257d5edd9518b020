import { Role } from '@beewatch/shared';

/**
 * A complete account/Register body for `userName` with access code `code`: a bee inspector in
 * London, e-mail `<userName>@example.org`, password `password`; `overrides` replace any field.
 */
export function registrationBody(
  userName: string,
  code: string,
  password: string,
  overrides: Record<string, unknown> = {},
) {
  return {
    AccessCode: code,
    RoleID: Role.BeeInspector,
    strDOB: '1990-05-17',
    Salutation: 'Ms',
    FName: 'Rita',
    Initial: 'J',
    LName: 'Registrant',
    Sex: 'Female',
    AddressLine1: '1 Hive Lane',
    AddressLine2: '',
    Town: 'London',
    State: '',
    ZipCode: 'SW1A 1AA',
    CompanyName: 'Apiary Ltd',
    CountryId: 1,
    CodeID: '+44',
    Mobile1: '07400 123456',
    Mobile2: '',
    Email: `${userName}@example.org`,
    ConfirmEmail: `${userName}@example.org`,
    Alert_Email_Address: '',
    LandLine1: '',
    LandLine2: '',
    InsurancePolicyNumber: 'POL-1',
    BBKAApprovedswarmcollector: true,
    IsTestUser: false,
    IsActive: true,
    User_Idx: 0,
    UserName: userName,
    Password: password,
    ConfirmPassword: password,
    ...overrides,
  };
}

/**
 * A complete account/UpdateProfile body (My Profile): an address in Bath and a UK mobile;
 * `fields` give the name and email and replace any other field.
 */
export function profileBody(
  fields: { FName: string; LName: string; Email: string } & Record<string, unknown>,
) {
  return {
    Salutation: '',
    Initial: '',
    CompanyName: '',
    AddressLine1: '1 Hive Lane',
    AddressLine2: '',
    Town: 'Bath',
    State: '',
    ZipCode: 'BA1 1AA',
    CountryId: 1,
    Mobile1: '07911 123456',
    ...fields,
  };
}
