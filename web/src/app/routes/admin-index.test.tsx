import {
  ROLE_NAMES,
  Role,
  type BystanderHome,
  type DashboardSummary,
  type DeviceMessage,
} from '@beewatch/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '@/testing/fetch-mock';
import { sessionResult, userOf } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

/** admin/index: the Administrator's dashboard, the home of roles without a landing of their own. */
const signedInAs = (roleId: number, extra: Record<string, () => ReturnType<typeof ok>> = {}) =>
  mockApi({
    'GET account/CheckLogin': () => ok(sessionResult(userOf(roleId))),
    'GET common/GetUnreadMessageCount': () => ok({ Unread: 1 }),
    'GET common/GetDeviceMessages': () => ok([message]),
    ...extra,
  });
const location = () => screen.getByTestId('location').textContent;

const message: DeviceMessage = {
  MessageId: 'm1',
  Box: 0,
  From: 'Alex Admin',
  FromUserName: 'admin',
  To: 'Claire Control',
  ToUserName: 'controller1',
  SendDate: '2026-11-24T09:30:00.000Z',
  Title: 'Welcome to Bee.Watch',
  Body: 'Hello',
  IsRead: false,
};

const summary: DashboardSummary = {
  GeneratedAt: '2026-11-25T12:00:00.000Z',
  UsersByRole: ROLE_NAMES.map((RoleName) => ({
    RoleName,
    Count: RoleName === 'ProfessionalBeeKeeper' ? 9 : 1,
  })),
  UnusedAccessCodes: 4,
  ActiveApiKeys: 2,
  FailedSignIns: { Total: 5, UnknownUserNames: 3 },
  SwarmReports: {
    Total: 6,
    ByStatus: [1, 2, 3, 4, 5, 6, 7].map((Status) => ({ Status, Count: Status <= 2 ? 3 : 0 })),
  },
  SwarmsUnadopted: 1,
  SprayNotificationsAhead: 7,
  Subscriptions: { ExpiringSoon: 2, Expired: 1 },
};

describe('admin/index', () => {
  it("shows the Administrator the dashboard's figures, each card linking to its list where there is one", async () => {
    const seen = signedInAs(Role.Administrator, {
      'GET admin/DashboardSummary': () => ok(summary),
      'GET admin/DashboardTracking': () =>
        ok({
          FromDay: '2026-11-19',
          ToDay: '2026-11-25',
          Total: 12,
          ByCategory: [{ CategoryID: 'c1', Name: 'Asian hornet sightings', Count: 12 }],
        }),
    });
    renderApp('/admin/index');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    const codes = await screen.findByTestId('kpi-access-codes');
    expect(within(codes).getByTestId('kpi-access-codes-value').textContent).toBe('4');
    expect(within(codes).getByRole('link').getAttribute('href')).toBe('/admin/accesscodelist');
    expect(within(screen.getByTestId('kpi-api-keys')).getByRole('link').getAttribute('href')).toBe(
      '/admin/apikeylist',
    );
    expect(screen.getByTestId('kpi-users-value').textContent).toBe('20');
    expect(screen.getByTestId('kpi-failed-sign-ins-value').textContent).toBe('5');
    expect(screen.getByText('3 with user names that have no account')).toBeTruthy();
    expect(screen.getByTestId('kpi-spray-value').textContent).toBe('7');
    expect(screen.getByTestId('kpi-unadopted-value').textContent).toBe('1');
    expect(within(screen.getByTestId('kpi-swarms')).getByText('Adopted').nextSibling?.textContent).toBe('3');
    expect(seen.some((r) => r.path === 'admin/DashboardSummary')).toBe(true);
    // Subscriptions expiring soon link to the user summary; tracking records by category.
    const subs = screen.getByTestId('kpi-subscriptions');
    expect(within(subs).getByTestId('kpi-subscriptions-value').textContent).toBe('2');
    expect(within(subs).getByRole('link').getAttribute('href')).toBe('/admin/expirednonactiverenewuser');
    expect((await screen.findByTestId('kpi-tracking-value')).textContent).toBe('12');
    expect(screen.getByText('Asian hornet sightings')).toBeTruthy();
  });

  it('shows a VQ Administrator their home: what the role may do, the latest messages and their screens', async () => {
    const seen = signedInAs(Role.VQAdministrator);
    renderApp('/admin/index');
    expect(await screen.findByRole('heading', { level: 1, name: 'VQ Administrator home' })).toBeTruthy();
    expect(screen.getByText(/post hornet-tracking records/)).toBeTruthy();
    expect(screen.getByText(/write to the portal's administrators/)).toBeTruthy();
    const messages = await screen.findByTestId('home-messages');
    expect(within(messages).getByRole('link').getAttribute('href')).toBe('/home/messages?open=m1');
    expect(within(messages).getByText(/Welcome to Bee.Watch/)).toBeTruthy();
    const screens = screen.getByRole('navigation', { name: 'Your screens' });
    expect(
      within(screens)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/home/myprofile', '/home/changepassword', '/home/userguide']);
    // The side menu is no longer empty.
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getAllByRole('link').length).toBe(5);
    expect(seen.some((r) => r.path === 'admin/DashboardSummary')).toBe(false);
  });

  it('shows a ByStander their own home: spraying within 1 km and the map around their post code', async () => {
    const home: BystanderHome = {
      Home: { PostCode: 'GU1', PlaceName: 'Guildford', Latitude: 51.24, Longitude: -0.57 },
      RadiusM: 1000,
      Upcoming: [
        {
          SprayNotificationID: '01JT35TPRD0000000000000009',
          TreatmentDate: '2026-11-26',
          TimeOfDay: 2,
          Band: '500-1000',
          Direction: 'NE',
          Product: 'Acetamiprid 200 g/l (generated demo)',
          PesticideType: 2,
          Status: 1,
          ApproxLatitude: 51.248,
          ApproxLongitude: -0.556,
          AlertedAt: null,
          AlertChannels: [],
        },
      ],
      Preferences: {
        Channel: 'both',
        AlertEmail: null,
        Mobile: null,
        Language: 'en',
        CallBeforeSpraying: false,
        UpdatedAt: null,
      },
    };
    signedInAs(Role.ByStander, {
      'GET beekeeper/BystanderHome': () => ok(home),
      'GET pesticide/LocalCoordinator': () => ok({ YourUnits: ['GU1'], Liaisons: [] }),
    });
    renderApp('/admin/index');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My home and spraying nearby' }),
    ).toBeTruthy();
    expect((await screen.findAllByText(/Acetamiprid 200 g\/l \(generated demo\)/)).length).toBeGreaterThan(0);
    expect(
      screen.getByRole('link', { name: 'Spray notifications within 10 km (map)' }).getAttribute('href'),
    ).toBe('/hornet/sub-1');
  });

  it('sends a role with its own landing page there', async () => {
    signedInAs(Role.ProfessionalBeeKeeper);
    renderApp('/admin/index');
    await waitFor(() => expect(location()).toBe('/beekeeper/index'));
  });
});
