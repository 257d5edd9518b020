import type { ManagedUser, SuperAdminOverview, UserChange } from '@beewatch/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { callsTo, mockApi, ok } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { AddAdminScreen, EditAdminScreen, SuperAdminHomeScreen } from './superadmin-screens';

const overview: SuperAdminOverview = {
  Admins: [
    {
      UserName: 'ex3admin',
      FullName: 'Ex Three',
      OrganizationName: 'Explore Three',
      CountryName: 'United Kingdom',
      Status: 'Active',
      LastLoginTime: null,
      TwoStepMode: 2,
      RoleName: 'Administrator',
      ActionsLast30Days: 0,
    },
  ],
  UsersByRole: [{ RoleName: 'Administrator', Count: 1 }],
  Alerts: { WithoutTwoStep: [], IdleAdmins: [] },
};

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const admin: ManagedUser = {
  UserName: 'ex3admin',
  FullName: 'Ex Three',
  Email: 'ex3admin@example.org',
  RoleName: 'Administrator',
  OrganizationName: 'Explore Three',
  CountryName: 'United Kingdom',
  ZipCode: null,
  Status: 'Active',
  SubscriptionExpiry: `${day(400)}T23:59:59.999Z`,
  LastLoginTime: null,
  TwoStepMode: 2,
  IsTestUser: false,
  BBKAApprovedswarmcollector: false,
  CreatedAt: null,
  RoleID: 1,
  Salutation: '',
  FName: 'Ex',
  Initial: '',
  LName: 'Three',
  AddressLine1: '',
  AddressLine2: '',
  Town: '',
  State: '',
  CountryId: 1,
  Mobile1: '',
  Sex: '',
  strDOB: '',
  Mobile2: '',
  Alert_Email_Address: '',
  LandLine1: '',
  LandLine2: '',
  InsurancePolicyNumber: '',
  IsActive: true,
  ExpiryDate: day(400),
  UnsubscribedAt: null,
  RegisteredWithAccessCode: null,
  RenewedAt: null,
};

const change = (ActionName: string, Detail: string): UserChange => ({
  ActorUserName: 'superadmin',
  ActionName,
  Detail,
  ActionDate: '2026-11-28T05:53:00.000Z',
});

describe('superadmin/index', () => {
  it('names the country as the Country select does, in French', async () => {
    await i18n.changeLanguage('fr');
    mockApi({ 'GET superadmin/FetchAdmins': () => ok(overview) });
    renderWithProviders(<SuperAdminHomeScreen />);
    const row = await screen.findByText('Ex Three');
    const card = row.closest('[data-user]') ?? document.body;
    expect(within(card as HTMLElement).getByText('Royaume-Uni')).toBeTruthy();
    expect(screen.queryByText('United Kingdom')).toBeNull();
  });
});

describe('superadmin/addadmin', () => {
  it('stops the text inputs at the spec §5 lengths', () => {
    mockApi({});
    renderWithProviders(<AddAdminScreen />);
    const max = (id: string) => document.getElementById(id)?.getAttribute('maxlength');
    expect(max('addadmin-UserName')).toBe('50');
    expect(max('addadmin-FName')).toBe('50');
    expect(max('addadmin-LName')).toBe('50');
    expect(max('addadmin-CompanyName')).toBe('20');
    expect(max('addadmin-Mobile1')).toBe('20');
    expect(max('addadmin-Email')).toBe('100');
    expect(document.getElementById('addadmin-ExpiryDate')?.getAttribute('min')).toBe(day(0));
  });

  it('refuses a past expiry in French before asking the server', async () => {
    await i18n.changeLanguage('fr');
    const seen = mockApi({});
    renderWithProviders(<AddAdminScreen />);
    const fill = (id: string, value: string) =>
      fireEvent.change(document.getElementById(id)!, { target: { value } });
    fill('addadmin-UserName', 'new-admin');
    fill('addadmin-FName', 'Ann');
    fill('addadmin-LName', 'Admin');
    fill('addadmin-Email', 'ann@example.org');
    fill('addadmin-ConfirmEmail', 'ann@example.org');
    fill('addadmin-CompanyName', 'Bee.Watch');
    fill('addadmin-ExpiryDate', day(-3));
    fireEvent.click(screen.getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText("La date d'expiration ne peut pas être dans le passé")).toBeTruthy();
    expect(callsTo(seen, 'superadmin/AddAdmin')).toHaveLength(0);
  });
});

describe('superadmin/editadmin', () => {
  it("lists the account's changes with French field and role names", async () => {
    await i18n.changeLanguage('fr');
    mockApi({
      'GET superadmin/GetAdmin': () => ok(admin),
      'GET admin/UserHistory': () => ok([change('EditAdmin', 'Email'), change('AddAdmin', 'Administrator')]),
    });
    renderWithProviders(<EditAdminScreen />, '/superadmin/editadmin?UserName=ex3admin');
    const items = await waitFor(() => {
      const found = document.querySelectorAll('[data-change]');
      expect(found).toHaveLength(2);
      return [...found].map((li) => li.textContent ?? '');
    });
    expect(items[0]).toContain('Administrateur modifié E-mail');
    expect(items[1]).toContain('Administrateur ajouté avec le rôle Administrateur');
    for (const text of items) expect(text).not.toMatch(/Email|Administrator\b/);
    expect(document.getElementById('editadmin-CompanyName')?.getAttribute('maxlength')).toBe('20');
  });
});
