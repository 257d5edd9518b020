import { RegistrationMsg, Role } from '@beewatch/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en.json';
import { callsTo, fail, mockApi, ok } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render';

const CODE = {
  RoleID: Role.ProfessionalBeeKeeper,
  AccessCode: 'ABCD2345EFGH',
  ExpiryDate: '2030-01-01T23:59:59.999Z',
};
const api = (extra = {}) =>
  mockApi({
    'GET account/CheckLogin': () => fail(401, 2, 'Session expired'),
    'GET common/GetUserDetailsByAccessCode': (req) =>
      req.query.get('AccessCode') === 'ABCD2345EFGH'
        ? ok(CODE)
        : fail(400, 1, RegistrationMsg.accessCodeNotValid),
    'GET common/GetCountryList': () =>
      ok([
        { Value: 1, Text: 'United Kingdom' },
        { Value: 2, Text: 'France' },
      ]),
    'POST common/ValidateZipCode': () => ok({ IsValid: false, Message: RegistrationMsg.validPostCode }),
    'POST common/ValidateCountryMobile': () => ok({ IsValid: true, Message: null }),
    'POST account/Register': () => ok({ UserName: 'newbee', RoleID: 14 }),
    ...extra,
  });
const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function toStep2() {
  renderApp('/home/firsttimelogin');
  type(/^Access code/, 'abcd2345efgh');
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'Step 2: your details' });
}

describe('registration page', () => {
  it('has every registration message in English verbatim', () => {
    expect((en as unknown as { messages: { registration: unknown } }).messages.registration).toEqual({
      ...RegistrationMsg,
    });
  });

  it('asks for the access code and shows an unusable one as an alert', async () => {
    api();
    renderApp('/home/firsttimelogin');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter access code')).toBeTruthy();
    type(/^Access code/, 'WRONG');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This access code is not valid')).toBeTruthy();
  });

  it("shows the code's role, the spec messages, the on-blur post-code check and the success popup", async () => {
    const seen = api();
    await toStep2();
    expect(screen.getByTestId('registration-role').textContent).toBe('Bee Keeper');
    expect(screen.getByText('Are you an insured swarm collector?', { selector: 'legend' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please enter First Name')).toBeTruthy();
    expect(screen.getByText('Please enter Date of Birth')).toBeTruthy();
    expect(screen.getByText('Please enter Organisation')).toBeTruthy();
    expect(callsTo(seen, 'account/Register')).toHaveLength(0);

    await screen.findByRole('option', { name: 'United Kingdom' });
    fireEvent.change(screen.getByLabelText(/^Country/), { target: { value: '1' } });
    type(/^Post code/, 'ZZ9 9ZZ');
    fireEvent.blur(screen.getByLabelText(/^Post code/));
    expect(await screen.findByText('Please enter a valid Post Code')).toBeTruthy();

    type(/^Email/, 'a@example.org');
    type(/^Confirm email/, 'b@example.org');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Email and confirm email should be match')).toBeTruthy();

    type(/^First name/, 'Rita');
    type(/^Last name/, 'Bee');
    type(/^Date of birth/, '1990-01-01');
    type(/^Organisation/, 'Hives');
    type(/^Address line 1/, '1 Lane');
    type(/^Mobile 1/, '07400 123456');
    type(/^Confirm email/, 'a@example.org');
    type(/^User name/, 'newbee');
    type(/^Password/, 'Hive-Reg-2026!');
    type(/^Confirm password/, 'Hive-Reg-2026!');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registration' });
    expect(within(dialog).getByText('Registration successful. Please login now')).toBeTruthy();
    expect(callsTo(seen, 'account/Register')[0]!.body).toMatchObject({
      AccessCode: 'ABCD2345EFGH',
      RoleID: 14,
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/home/login'));
  });
});
