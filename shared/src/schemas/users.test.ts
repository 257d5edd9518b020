import { describe, expect, it } from 'vitest';
import { messageKeyOf } from '../message-keys.js';
import { ApiMsg } from '../messages.js';
import { REGISTRATION_MAX } from './registration.js';
import { AddAdminRequest, AddUserRequest, EditAdminRequest, isPastDay, UserMsg } from './users.js';

/** The administrators' user forms: catalogued messages for over-long values and the add form's expiry. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const admin = {
  UserName: 'new-admin',
  FName: 'Ann',
  LName: 'Admin',
  Email: 'ann@example.org',
  ConfirmEmail: 'ann@example.org',
  Mobile1: '',
  CompanyName: 'Bee.Watch',
  CountryId: 1,
  ExpiryDate: '',
  RequireTwoStep: true,
};
const messages = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message);

describe('over-long values', () => {
  it.each([
    ['CompanyName', REGISTRATION_MAX.CompanyName, UserMsg.organisationTooLong],
    ['FName', REGISTRATION_MAX.FName, UserMsg.firstNameTooLong],
    ['LName', REGISTRATION_MAX.LName, UserMsg.lastNameTooLong],
    ['Mobile1', REGISTRATION_MAX.Mobile, UserMsg.mobile1TooLong],
  ])('%s past %i characters gets its own message, never Invalid input', (field, max, message) => {
    for (const schema of [AddAdminRequest, EditAdminRequest]) {
      const r = schema.safeParse({ ...admin, [field]: 'x'.repeat(max + 1) });
      expect(messages(r)).toEqual([message]);
      expect(schema.safeParse({ ...admin, [field]: 'x'.repeat(max) }).success).toBe(true);
    }
  });

  it('gives every text field of the Administrator forms a catalogued message', () => {
    const user = {
      ...admin,
      RoleID: 14,
      ExpiryDate: day(30),
      Salutation: '',
      Initial: '',
      SendInvitation: false,
    };
    const { RequireTwoStep: _unused, ...body } = user;
    for (const field of [
      'Salutation',
      'Initial',
      'AddressLine1',
      'Town',
      'State',
      'ZipCode',
      'Mobile2',
      'LandLine1',
      'InsurancePolicyNumber',
      'Alert_Email_Address',
      'strDOB',
    ]) {
      const r = AddUserRequest.safeParse({ ...body, [field]: 'x'.repeat(120) });
      const got = messages(r) ?? [];
      expect(got.length, field).toBeGreaterThan(0);
      expect(got, field).not.toContain(ApiMsg.invalidInput);
      for (const m of got) expect(messageKeyOf(m), `${field}: ${m}`).toBeDefined();
    }
  });

  it('states the limits of REGISTRATION_MAX', () => {
    expect(UserMsg.organisationTooLong).toContain(String(REGISTRATION_MAX.CompanyName));
    expect(UserMsg.firstNameTooLong).toContain(String(REGISTRATION_MAX.FName));
    expect(UserMsg.lastNameTooLong).toContain(String(REGISTRATION_MAX.LName));
    expect(UserMsg.mobile1TooLong).toContain(String(REGISTRATION_MAX.Mobile));
    expect(UserMsg.emailTooLong).toContain(String(REGISTRATION_MAX.Email));
    expect(UserMsg.postCodeTooLong).toContain(String(REGISTRATION_MAX.ZipCode));
    expect(UserMsg.addressLineTooLong).toContain(String(REGISTRATION_MAX.AddressLine));
    expect(UserMsg.insurancePolicyTooLong).toContain(String(REGISTRATION_MAX.InsurancePolicyNumber));
  });
});

describe('superadmin/AddAdmin expiry', () => {
  it('refuses a past day with the catalogued message, takes today, a later day or none', () => {
    expect(messages(AddAdminRequest.safeParse({ ...admin, ExpiryDate: day(-2) }))).toEqual([
      UserMsg.expiryNotPast,
    ]);
    for (const ExpiryDate of ['', day(0), day(365)])
      expect(AddAdminRequest.safeParse({ ...admin, ExpiryDate }).success, ExpiryDate).toBe(true);
  });

  it('leaves a past day on edit to the service (it knows the stored one)', () => {
    expect(EditAdminRequest.safeParse({ ...admin, ExpiryDate: day(-2) }).success).toBe(true);
  });

  it('counts a day as past once it has ended in UTC', () => {
    const now = new Date('2026-07-15T12:00:00.000Z');
    expect(isPastDay('2026-07-14', now)).toBe(true);
    expect(isPastDay('2026-07-15', now)).toBe(false);
  });
});
