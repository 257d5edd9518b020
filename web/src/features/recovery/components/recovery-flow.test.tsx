import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { callsTo, fail, mockApi, ok } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render';

const signedOut = { 'GET account/CheckLogin': () => fail(401, 2, 'Session expired') };
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const location = () => screen.getByTestId('location').textContent;

describe('forgot password → token → reset → login', () => {
  it('walks the flow with the spec messages and ends on login with the success banner', async () => {
    const seen = mockApi({
      ...signedOut,
      'POST common/Forgotpassword': () => ok(null),
      'POST common/ForgotPasswordToken': (req) =>
        (req.body as { VerificationCode: string }).VerificationCode === '123456'
          ? ok(null)
          : fail(400, 1, 'Verification code is not valid'),
      'POST common/ResetPassword': () => ok(null),
    });
    renderApp('/home/forgotpassword');
    fireEvent.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please enter username')).toBeTruthy();
    expect(callsTo(seen, 'common/Forgotpassword')).toHaveLength(0);
    type('User name', 'iwas');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByText('Verification code sent on your registered email.')).toBeTruthy();
    expect(callsTo(seen, 'common/Forgotpassword')[0]!.body).toEqual({ UserName: 'iwas', AppType: 'Web' });
    expect((screen.getByLabelText('User name') as HTMLInputElement).value).toBe('iwas');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter verification code')).toBeTruthy();
    type('Verification code', '000000');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Verification code is not valid')).toBeTruthy();
    type('Verification code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    const submit = await screen.findByRole('button', { name: 'Reset password' });
    expect(location()).toBe('/home/resetpassword');
    fireEvent.click(submit);
    expect(await screen.findByText('New passsword is required')).toBeTruthy();
    expect(screen.getByText('Confirm Password is required')).toBeTruthy();
    type('New password', 'Fresh-Hive-2027!');
    type('Confirm password', 'Fresh-Hive-2028!');
    fireEvent.click(submit);
    expect(await screen.findByText('Password should be match')).toBeTruthy();
    type('Confirm password', 'Fresh-Hive-2027!');
    fireEvent.click(submit);

    expect(await screen.findByText('Password reset successfully')).toBeTruthy();
    expect(location()).toBe('/home/login');
    expect(callsTo(seen, 'common/ResetPassword')[0]!.body).toEqual({
      UserName: 'iwas',
      VerificationCode: '123456',
      NewPassword: 'Fresh-Hive-2027!',
    });
  });

  it('starts again when the reset page is opened without the token step', async () => {
    mockApi(signedOut);
    renderApp('/home/resetpassword');
    await waitFor(() => expect(location()).toBe('/home/forgotpassword'));
  });

  it('shows the token page without the note when opened directly, in French', async () => {
    mockApi(signedOut);
    await i18n.changeLanguage('fr');
    renderApp('/home/forgotpasswordtoken');
    fireEvent.click(await screen.findByRole('button', { name: 'Continuer' }));
    expect(await screen.findByText('Veuillez saisir le code de vérification')).toBeTruthy();
    expect(screen.queryByText(/Code de vérification envoyé/)).toBeNull();
  });
});

describe('renew subscription popup', () => {
  it('opens on ErrorCode 4 with the user name, checks the fields, and renews', async () => {
    const seen = mockApi({
      ...signedOut,
      'POST account/Authenticate': () =>
        fail(
          403,
          4,
          'Your subscription has been expired. Please contact us to renew your Bee.Watch subscription.',
        ),
      'POST account/RenewSubscription': () => ok({ SubscriptionExpiry: '2027-12-31T23:59:59.000Z' }),
    });
    renderApp('/');
    const login = await screen.findByRole('button', { name: 'Login' });
    type('User name', 'iwas');
    type('Password', 'pw');
    fireEvent.click(login);
    const dialog = await screen.findByRole('dialog', { name: 'Renew subscription' });
    expect(screen.getByText(/Your subscription has been expired/)).toBeTruthy();
    expect((within(dialog).getByLabelText('User name') as HTMLInputElement).value).toBe('iwas');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Renew' }));
    expect(
      await within(dialog).findByText('Please enter your email from which you have purchase Access Code'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Please enter Access Code.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'iwas@bee.watch.local' } });
    fireEvent.change(within(dialog).getByLabelText('Access code'), { target: { value: 'RENEW-ME' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Renew' }));
    expect(await screen.findByText('Subscription update successfully. Please try to login now')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(seen, 'account/RenewSubscription')[0]!.body).toEqual({
      Email: 'iwas@bee.watch.local',
      AccessCode: 'RENEW-ME',
      UserName: 'iwas',
    });
  });
});
