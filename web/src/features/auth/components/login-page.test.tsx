import { Role } from '@beewatch/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { callsTo, fail, mockApi, ok } from '@/testing/fetch-mock';
import { codeSentResult, sessionResult, userOf } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

const signedOut = { 'GET account/CheckLogin': () => fail(401, 2, 'Session expired') };

async function openLogin(path = '/') {
  renderApp(path);
  return screen.findByRole('button', { name: 'Login' });
}

function fill(user: string, password: string) {
  fireEvent.change(screen.getByLabelText('User name'), { target: { value: user } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
}

describe('login page', () => {
  it('asks for the user name and the password, verbatim, without calling the API', async () => {
    const seen = mockApi(signedOut);
    fireEvent.click(await openLogin());
    expect(await screen.findByText('Please enter username')).toBeTruthy();
    expect(screen.getByText('Please enter password')).toBeTruthy();
    expect(screen.getByLabelText('User name').getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(seen, 'account/Authenticate')).toHaveLength(0);
  });

  it('treats a blank user name as missing but accepts the password once typed', async () => {
    mockApi(signedOut);
    const submit = await openLogin();
    fill('   ', 'secret');
    fireEvent.click(submit);
    expect(await screen.findByText('Please enter username')).toBeTruthy();
    expect(screen.queryByText('Please enter password')).toBeNull();
  });

  it('shows the validation messages in French', async () => {
    mockApi(signedOut);
    await i18n.changeLanguage('fr');
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText("Veuillez saisir le nom d'utilisateur")).toBeTruthy();
    expect(screen.getByText('Veuillez saisir le mot de passe')).toBeTruthy();
  });

  it('signs in, keeps the token out of storage and lands on the role page', async () => {
    const seen = mockApi({ ...signedOut, 'POST account/Authenticate': () => ok(sessionResult()) });
    const submit = await openLogin();
    fill('controller1', 'pw');
    fireEvent.click(submit);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/bscontroller/reporting'));
    const [auth] = callsTo(seen, 'account/Authenticate');
    expect(auth.body).toMatchObject({
      UserName: 'controller1',
      Password: 'pw',
      Platform: 'Web',
      Secure: false,
    });
    expect(JSON.stringify({ ...localStorage })).not.toContain('access-1');
    // The next call carries the in-memory token.
    await waitFor(() =>
      expect(callsTo(seen, 'beewatchagent/FetchTrackingHistory').length).toBeGreaterThan(0),
    );
    expect(callsTo(seen, 'beewatchagent/FetchTrackingHistory')[0].headers.get('Authorization')).toBe(
      'Bearer access-1',
    );
  });

  it('honours a returnurl after signing in', async () => {
    mockApi({
      ...signedOut,
      'POST account/Authenticate': () => ok(sessionResult(userOf(Role.Administrator))),
    });
    const submit = await openLogin('/?returnurl=%2Fhome%2Fmyprofile');
    fill('admin', 'pw');
    fireEvent.click(submit);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/home/myprofile'));
  });

  it('shows the subscription-expired message for ErrorCode 4', async () => {
    mockApi({
      ...signedOut,
      'POST account/Authenticate': () => fail(403, 4, 'anything the server says'),
    });
    const submit = await openLogin();
    fill('old', 'pw');
    fireEvent.click(submit);
    expect(
      await screen.findByText(
        'Your subscription has been expired. Please contact us to renew your Bee.Watch subscription.',
      ),
    ).toBeTruthy();
  });

  it("shows the server's message, translated when known", async () => {
    mockApi({
      ...signedOut,
      'POST account/Authenticate': () => fail(401, 2, 'Invalid user name or password'),
    });
    const submit = await openLogin();
    fill('x', 'y');
    fireEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Invalid user name or password');
    await i18n.changeLanguage('fr');
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText("Nom d'utilisateur ou mot de passe incorrect")).toBeTruthy();
  });

  it("shows 'Unable to login' when the network fails", async () => {
    mockApi(signedOut);
    const submit = await openLogin();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    fill('x', 'y');
    fireEvent.click(submit);
    expect(await screen.findByText('Unable to login')).toBeTruthy();
  });

  it('asks for the verification code, validates it, and signs in with it', async () => {
    const seen = mockApi({
      ...signedOut,
      'POST account/Authenticate': () => ok(codeSentResult()),
      'POST account/OtpVerification': (req) =>
        (req.body as { Otp: string }).Otp === '123456'
          ? ok(sessionResult())
          : fail(400, 1, 'Verification code is not valid'),
    });
    const submit = await openLogin();
    fill('controller1', 'pw');
    fireEvent.click(submit);
    const dialog = await screen.findByRole('dialog', { name: 'Verification code' });
    const input = within(dialog).getByLabelText('Verification code');
    expect(input.getAttribute('maxLength')).toBe('6');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('Please enter Verification Code')).toBeTruthy();

    fireEvent.change(input, { target: { value: '000000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('Verification code is not valid')).toBeTruthy();

    fireEvent.change(input, { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/bscontroller/reporting'));
    const otpCalls = callsTo(seen, 'account/OtpVerification');
    expect(otpCalls.at(-1)?.body).toMatchObject({ UserName: 'controller1', Password: 'pw', Otp: '123456' });
  });

  it('remembers only the user name, and trusts the device with a cookie key', async () => {
    const seen = mockApi({ ...signedOut, 'POST account/Authenticate': () => ok(sessionResult()) });
    const submit = await openLogin();
    fill('controller1', 'pw');
    fireEvent.click(screen.getByLabelText('Remember me'));
    fireEvent.click(screen.getByLabelText("don't send verification code for this device"));
    fireEvent.click(submit);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/bscontroller/reporting'));

    expect(Object.values({ ...localStorage })).toContain('controller1');
    expect(JSON.stringify({ ...localStorage })).not.toContain('pw');
    const body = callsTo(seen, 'account/Authenticate')[0].body as { SecureKey: string; Secure: boolean };
    expect(body.Secure).toBe(true);
    expect(body.SecureKey).toMatch(/^[0-9a-f]{32}$/);
    expect(document.cookie).toContain(`beewatch_device=${body.SecureKey}`);
  });
});
