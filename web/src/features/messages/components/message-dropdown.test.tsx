import type { DeviceMessage } from '@beewatch/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { mockApi, ok } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { MessageDropdown } from './message-dropdown';

const message = (n: number, extra: Partial<DeviceMessage> = {}): DeviceMessage => ({
  MessageId: `m${n}`,
  Box: 0,
  From: `Sender ${n}`,
  FromUserName: `sender${n}`,
  To: 'Bea Keeper',
  ToUserName: 'beekeeper',
  SendDate: `2026-11-2${n}T10:00:00.000Z`,
  Title: `Title ${n}`,
  Body: 'Body',
  IsRead: false,
  ...extra,
});

describe('header message dropdown', () => {
  it('shows the unread count and the latest 3 (From, SendDate, Title), asking for 3 from the inbox', async () => {
    const seen = mockApi({
      'GET common/GetUnreadMessageCount': () => ok({ Unread: 2 }),
      'GET common/GetDeviceMessages': () =>
        ok([
          message(3),
          message(2, { IsRead: true }),
          message(1, { Title: '<img src=x onerror="window.__xss=1">' }),
        ]),
    });
    renderWithProviders(<MessageDropdown />);
    await waitFor(() => expect(screen.getByTestId('unread-count').textContent).toBe('2'));
    fireEvent.click(screen.getByRole('button', { name: 'Messages, 2 unread' }));
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('Sender 3')).toBeTruthy();
    expect(within(items[0]!).getByText('Title 3')).toBeTruthy();
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe('/home/messages?open=m3');
    // A title with markup is text: no element is created from it.
    expect(within(items[2]!).getByText('<img src=x onerror="window.__xss=1">')).toBeTruthy();
    expect(document.querySelector('.message-panel img')).toBeNull();
    const list = seen.find((r) => r.path === 'common/GetDeviceMessages')!;
    expect(list.query.get('type')).toBe('0');
    expect(list.query.get('RecordPerPage')).toBe('3');
  });

  it('hides the badge when nothing is unread', async () => {
    mockApi({
      'GET common/GetUnreadMessageCount': () => ok({ Unread: 0 }),
      'GET common/GetDeviceMessages': () => ok([]),
    });
    renderWithProviders(<MessageDropdown />);
    fireEvent.click(await screen.findByRole('button', { name: 'Messages, 0 unread' }));
    expect((screen.getByTestId('unread-count') as HTMLElement).hidden).toBe(true);
    expect(await screen.findByText('No messages')).toBeTruthy();
  });
});

describe('portal messages in the dropdown', () => {
  const system = (extra: Partial<DeviceMessage>) =>
    message(9, { From: 'Bee.Watch', FromUserName: null, ...extra });
  const escalation = system({
    MessageId: 'ESCG-1',
    Title: '2 Asian hornet reports — Nests; latest: Guildford, 24-Nov-26 09:30 UTC',
    Escalation: {
      CategoryID: 'c1',
      CategoryName: 'Nests',
      Count: 2,
      Records: [
        {
          HornetTrackingID: 'r2',
          CreatedDate: '2026-11-24T09:30:00.000Z',
          Place: 'Guildford GU1, GB',
          Latitude: 51.24,
          Longitude: -0.57,
          Notes: null,
        },
        {
          HornetTrackingID: 'r1',
          CreatedDate: '2026-11-24T08:00:00.000Z',
          Place: null,
          Latitude: 51.25,
          Longitude: -0.55,
          Notes: null,
        },
      ],
      Instructions: null,
    },
  });
  const welcome = system({
    MessageId: 'WELCOME',
    Title: 'Welcome to Bee.Watch',
    Texts: {
      en: { Title: 'Welcome to Bee.Watch', Body: 'Hello' },
      fr: { Title: 'Bienvenue sur Bee.Watch', Body: 'Bonjour' },
    },
  });

  it('show the title in the UI language, and which record an escalation is about', async () => {
    await i18n.changeLanguage('fr');
    mockApi({
      'GET common/GetUnreadMessageCount': () => ok({ Unread: 2 }),
      'GET common/GetDeviceMessages': () => ok([escalation, welcome]),
    });
    renderWithProviders(<MessageDropdown />);
    fireEvent.click(await screen.findByRole('button', { name: 'Messages, 2 non lus' }));
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => li.querySelector('.message-title')?.textContent)).toEqual([
      '2 signalements de frelon asiatique — Nests',
      'Bienvenue sur Bee.Watch',
    ]);
    expect(items[0]!.querySelector('.message-detail')?.textContent).toMatch(
      /^Dernier : Guildford GU1, GB, 24-nov\.-26 \d{2}:30$/,
    );
    expect(document.querySelector('.message-panel')?.textContent).not.toContain('Welcome');
  });
});
