import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { callsTo, fail, mockApi, ok, type Handler } from '@/testing/fetch-mock';
import { sessionResult, userOf } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { TWO_STEP_LATER_KEY } from '../lib/recovery-state';

const status = (ShowPrompt: boolean) => ok({ ShowPrompt, TwoStepMode: 0, DoNotShowThisAgain: !ShowPrompt });
const signedIn = (extra: Record<string, Handler>) =>
  mockApi({ 'GET account/CheckLogin': () => ok(sessionResult()), ...extra });

afterEach(() => sessionStorage.clear());

describe('two-step prompt', () => {
  it('enables two-step with the emailed code, checked by the server', async () => {
    const seen = signedIn({
      'GET common/Check2StepVerification': () => status(true),
      'POST account/SendTwoStepCode': () => ok({ CodeSentOn: 2, email: 'co*****@bee.watch.local' }),
      'POST account/EnableTwoStep': (req) =>
        (req.body as { VerificationCode: string }).VerificationCode === '123456'
          ? ok(null)
          : fail(400, 1, 'Verification code is not valid'),
    });
    renderApp('/home/changepassword');
    const dialog = await screen.findByRole('dialog', { name: 'Two-step verification' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enable' }));
    expect(await within(dialog).findByText(/co\*+@bee\.watch\.local/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('Please enter 6 digit verification code.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Verification code'), { target: { value: '000000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('Verification code is not valid')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Two-step verification is enabled')).toBeTruthy();
    expect(callsTo(seen, 'account/EnableTwoStep')).toHaveLength(2);
  });

  it("saves 'do not show again'", async () => {
    const seen = signedIn({
      'GET common/Check2StepVerification': () => status(true),
      'POST account/DoNotShowTwoStepAgain': () => ok(null),
    });
    renderApp('/home/changepassword');
    const dialog = await screen.findByRole('dialog', { name: 'Two-step verification' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Do not show again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(seen, 'account/DoNotShowTwoStepAgain')[0]!.body).toEqual({ DoNotShowThisAgain: true });
  });

  it("'do it later' lasts for the browser session only", async () => {
    const seen = signedIn({ 'GET common/Check2StepVerification': () => status(true) });
    renderApp('/home/changepassword');
    const dialog = await screen.findByRole('dialog', { name: 'Two-step verification' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Do it later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sessionStorage.getItem(TWO_STEP_LATER_KEY)).toBe('1');
    expect(localStorage.getItem(TWO_STEP_LATER_KEY)).toBeNull();
    expect(callsTo(seen, 'common/Check2StepVerification')).toHaveLength(1);
  });

  it('does not ask the server when the user chose not to see it again', async () => {
    const seen = mockApi({
      'GET account/CheckLogin': () => ok(sessionResult({ ...userOf(), DoNotShowThisAgain: true })),
    });
    renderApp('/home/changepassword');
    await screen.findByRole('heading', { name: 'Change password' });
    expect(callsTo(seen, 'common/Check2StepVerification')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('change password', () => {
  it('checks the fields, shows the server message, and confirms a change', async () => {
    const seen = signedIn({
      'GET common/Check2StepVerification': () => status(false),
      'POST admin/ChangePassword': (req) =>
        (req.body as { OldPassword: string }).OldPassword === 'Demo-Bee-2026!'
          ? ok(null)
          : fail(400, 1, 'Old password is not correct'),
    });
    renderApp('/home/changepassword');
    const submit = await screen.findByRole('button', { name: 'Change password' });
    fireEvent.click(submit);
    expect(await screen.findByText('Old password is required')).toBeTruthy();
    expect(screen.getByText('New passsword is required')).toBeTruthy();
    expect(screen.getByText('Confirm Password is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Old password'), { target: { value: 'wrong' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Fresh-Hive-2027!' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Fresh-Hive-2027' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Password should be match')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Fresh-Hive-2027!' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Old password is not correct')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Old password'), { target: { value: 'Demo-Bee-2026!' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Your password has been changed')).toBeTruthy();
    expect(callsTo(seen, 'admin/ChangePassword').at(-1)!.body).toEqual({
      OldPassword: 'Demo-Bee-2026!',
      NewPassword: 'Fresh-Hive-2027!',
    });
    expect((screen.getByLabelText('Old password') as HTMLInputElement).value).toBe('');
  });
});
