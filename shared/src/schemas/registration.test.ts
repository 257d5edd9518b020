import { describe, expect, it } from 'vitest';
import { Role } from '../enums.js';
import {
  GenerateAccessCodeRequest,
  RegistrationFields,
  RegistrationForm,
  isAtLeastYearsOld,
} from './registration.js';

const valid = {
  AccessCode: 'abcd2345efgh',
  strDOB: '1990-01-01',
  FName: 'Rita',
  LName: 'Registrant',
  AddressLine1: '1 Hive Lane',
  ZipCode: 'SW1A 1AA',
  CompanyName: 'Apiary Ltd',
  CountryId: '1',
  Mobile1: '07400 123456',
  Email: 'rita@example.org',
  ConfirmEmail: 'RITA@example.org',
  UserName: 'rita.r',
  Password: 'Hive-Reg-2026!',
  ConfirmPassword: 'Hive-Reg-2026!',
};
const messages = (input: unknown) =>
  RegistrationFields.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('isAtLeastYearsOld', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it.each([
    ['2013-03-10', true],
    ['2013-03-11', false],
    ['2000-02-29', true],
    ['2013-02-30', false],
    ['10/03/2013', false],
  ])('%s → %s', (dob, ok) => expect(isAtLeastYearsOld(dob, 13, now)).toBe(ok));
});

describe('RegistrationForm', () => {
  it('accepts a complete form, upper-cases the code and defaults the role to BeeInspector', () => {
    const out = RegistrationFields.parse(valid);
    expect(out.AccessCode).toBe('ABCD2345EFGH');
    expect(out.RoleID).toBe(Role.BeeInspector);
    expect(out.CountryId).toBe(1);
  });

  it('takes JSON numbers only in the posted body (the form reads its select text)', () => {
    expect(RegistrationForm.safeParse({ ...valid, CountryId: 1 }).success).toBe(true);
    for (const CountryId of ['1', true, [], '01'])
      expect(RegistrationForm.safeParse({ ...valid, CountryId }).success).toBe(false);
  });

  it('reports every empty required field with its message at once', () => {
    expect(messages({})).toEqual(
      expect.arrayContaining([
        'AccessCode: Please enter access code',
        'strDOB: Please enter Date of Birth',
        'FName: Please enter First Name',
        'Mobile1: Please enter Mobile 1',
        'Email: Please enter Email',
        'UserName: Please enter User Name',
      ]),
    );
  });

  it('checks the role-dependent and cross-field rules', () => {
    expect(messages({ ...valid, ZipCode: '', CompanyName: '' })).toEqual([
      'ZipCode: Please enter Post Code',
      'CompanyName: Please enter Organisation',
    ]);
    expect(messages({ ...valid, ZipCode: '', RoleID: Role.VQAdministrator })).toEqual([]);
    expect(messages({ ...valid, CompanyName: '', RoleID: Role.ByStander })).toEqual([]);
    expect(messages({ ...valid, ConfirmEmail: 'x@example.org' })).toEqual([
      'ConfirmEmail: Email and confirm email should be match',
    ]);
    expect(messages({ ...valid, ConfirmPassword: 'Other-2026!x' })).toEqual([
      'ConfirmPassword: Password should be match',
    ]);
  });
});

describe('GenerateAccessCodeRequest', () => {
  it('refuses SuperAdministrator and accepts every other role', () => {
    // A year ahead: inside the five-year limit on access-code expiry.
    const nextYear = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
    const base = { ExpiryDate: nextYear, MaxUses: 1 };
    expect(GenerateAccessCodeRequest.safeParse({ ...base, RoleID: Role.SuperAdministrator }).success).toBe(
      false,
    );
    expect(GenerateAccessCodeRequest.safeParse({ ...base, RoleID: Role.Administrator }).success).toBe(true);
  });
});
