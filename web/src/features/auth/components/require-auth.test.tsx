import { Role } from '@beewatch/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, fail, mockApi, ok } from '@/testing/fetch-mock';
import { sessionResult, userOf } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

const signedOut = { 'GET account/CheckLogin': () => fail(401, 2, 'Session expired') };
const signedInAs = (roleId: number) => ({
  'GET account/CheckLogin': () => ok(sessionResult(userOf(roleId))),
  'POST beewatchagent/FetchTrackingHistory': () => ok([], { TotalRecord: 0, NextToken: null }),
  'GET beewatchagent/GetCategoryList': () => ok([]),
  'POST account/Logout': () => ok(null),
});
const location = () => screen.getByTestId('location').textContent;

describe('route guard (spec §6)', () => {
  it('sends a visitor without a session to the login page with a returnurl', async () => {
    mockApi(signedOut);
    renderApp('/bscontroller/reporting');
    await screen.findByRole('button', { name: 'Login' });
    expect(location()).toBe('/?returnurl=%2Fbscontroller%2Freporting');
  });

  it('guards the generic pages as well', async () => {
    mockApi(signedOut);
    renderApp('/admin/index');
    await screen.findByRole('button', { name: 'Login' });
    expect(location()).toBe('/?returnurl=%2Fadmin%2Findex');
  });

  it.each([
    // Each role lands on its own screen: the administrator's dashboard, the beekeeper's home,
    // the inspector's apiaries.
    ['/bscontroller/reporting', Role.Administrator, '/admin/index', 'Dashboard'],
    ['/bscontroller', Role.ProfessionalBeeKeeper, '/beekeeper/index', 'Home'],
    ['/bscontroller/categorylist', Role.BeeInspector, '/beeinspector/apiaries', 'Apiaries'],
  ])(
    'sends a non-controller away from %s to the landing of their role',
    async (path, roleId, landing, heading) => {
      mockApi(signedInAs(roleId));
      renderApp(path);
      await waitFor(() => expect(location()).toBe(landing));
      expect(
        await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 }),
      ).toBeTruthy();
    },
  );

  it.each(['/bscontroller', '/bscontroller/reporting', '/BSController/Reporting'])(
    'admits the controller to %s (the reporting screen)',
    async (path) => {
      mockApi(signedInAs(Role.BSController));
      renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Reporting' })).toBeTruthy();
      expect(location()).toBe(path);
    },
  );

  it('admits the controller to the category list (a built screen now)', async () => {
    mockApi({
      ...signedInAs(Role.BSController),
      'GET admin/CategoryList': () => ok([], { NextToken: null }),
    });
    renderApp('/bscontroller/categorylist');
    expect(await screen.findByRole('heading', { name: 'Category list' })).toBeTruthy();
    expect(screen.queryByText(/is not available in this version/)).toBeNull();
  });

  it('restores the session on load and leaves the login page for the landing page', async () => {
    mockApi(signedInAs(Role.BSController));
    localStorage.setItem('beewatch.signedIn', '1');
    renderApp('/home/login');
    await waitFor(() => expect(location()).toBe('/bscontroller/reporting'));
  });

  it('asks CheckLogin on the login page only when this browser signed in before', async () => {
    const seen = mockApi(signedInAs(Role.BSController));
    renderApp('/home/login');
    await screen.findByRole('button', { name: 'Login' });
    expect(callsTo(seen, 'account/CheckLogin')).toHaveLength(0);
  });

  it('never asks CheckLogin on a public page', async () => {
    const seen = mockApi(signedInAs(Role.BSController));
    renderApp('/home/forgotpassword');
    await screen.findByRole('heading', { level: 1 });
    expect(callsTo(seen, 'account/CheckLogin')).toHaveLength(0);
  });

  it('follows a local returnurl on restore but ignores one pointing elsewhere', async () => {
    mockApi(signedInAs(Role.Administrator));
    localStorage.setItem('beewatch.signedIn', '1');
    renderApp('/?returnurl=%2Fhome%2Fchangepassword');
    await waitFor(() => expect(location()).toBe('/home/changepassword'));
  });

  it('ignores an absolute returnurl (no open redirect)', async () => {
    mockApi(signedInAs(Role.Administrator));
    localStorage.setItem('beewatch.signedIn', '1');
    renderApp('/?returnurl=https%3A%2F%2Fevil.example%2F');
    await waitFor(() => expect(location()).toBe('/admin/index'));
  });

  it('shows the role menu and logs out to the root', async () => {
    const seen = mockApi(signedInAs(Role.BSController));
    renderApp('/bscontroller/reporting');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect([...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/bscontroller/categorylist',
      '/bscontroller/reporting',
    ]);
    fireEvent.click(screen.getAllByRole('button', { name: 'Logout' })[0]);
    await waitFor(() => expect(location()).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(callsTo(seen, 'account/Logout')).toHaveLength(1);
  });

  it('leaves only after the server cleared the session cookie', async () => {
    let answer: (v: ReturnType<typeof ok>) => void = () => undefined;
    mockApi({
      ...signedInAs(Role.BSController),
      'POST account/Logout': () => new Promise((resolve) => (answer = resolve)),
    });
    renderApp('/bscontroller/reporting');
    await screen.findByRole('navigation', { name: 'Main menu' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Logout' })[0]);
    await screen.findByText('Loading…');
    expect(screen.queryByRole('heading', { name: 'Reporting' })).toBeNull();
    expect(location()).toBe('/bscontroller/reporting');
    answer(ok(null));
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('logs out when the API answers 403 while signed in', async () => {
    mockApi({
      ...signedInAs(Role.BSController),
      'POST beewatchagent/FetchTrackingHistory': () => fail(403, 3, 'You are not allowed to do this'),
    });
    renderApp('/bscontroller/reporting');
    await waitFor(() => expect(location()).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it('shows a not-found page for unknown URLs', async () => {
    mockApi(signedOut);
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('shows public pages of the spec that are not built yet without signing in', async () => {
    mockApi(signedOut);
    renderApp('/home/forgotpassword');
    expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeTruthy();
    expect(location()).toBe('/home/forgotpassword');
  });
});
