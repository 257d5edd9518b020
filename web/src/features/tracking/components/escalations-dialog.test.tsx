import type { EscalationSendRow } from '@beewatch/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDisplayDate } from '@/lib/dates';
import i18n from '@/lib/i18n';
import { callsTo, fail, mockApi, ok, type Handler } from '@/testing/fetch-mock';
import { escalationSendOf, recordOf } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { EscalationsDialog } from './escalations-dialog';

const SENDS = 'beewatchagent/GetEscalationSends';

const TWO_SENDS = [
  escalationSendOf(),
  escalationSendOf({
    Channel: 'sms',
    Address: '+41790000099',
    RecipientName: 'Police desk',
    Status: 'failed',
    Attempts: 3,
    UpdatedAt: '2026-03-14T09:07:00.000Z',
    Error: 'Invalid phone number',
  }),
];

function setup(sends: Handler, title = 'Escalation messages') {
  const seen = mockApi({
    'GET account/CheckLogin': () => fail(401, 2, 'Session expired'),
    [`GET ${SENDS}`]: sends,
  });
  const onClose = vi.fn();
  renderWithProviders(<EscalationsDialog record={recordOf(4)} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: title });
  return { seen, onClose, dialog, d: within(dialog) };
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('escalations popup', () => {
  it('lists every send of the record: recipient, channel, address, status, attempts, time, error', async () => {
    const { seen, d } = setup(() => ok(TWO_SENDS));
    expect(d.getByRole('status').textContent).toBe('Loading…');
    const table = await d.findByRole('table', { name: 'Escalation messages of the record' });
    expect(callsTo(seen, SENDS)[0].query.get('id')).toBe(recordOf(4).HornetTrackingID);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Recipient', 'Channel', 'Address', 'Status', 'Attempts', 'Time', 'Error']);
    const [, email, sms] = within(table).getAllByRole('row');
    expect(cellsOf(email)).toEqual([
      'Ana Martin',
      'Email',
      'ana@example.org',
      'Sent',
      '1',
      formatDisplayDate('2026-03-14T09:05:00.000Z', 'en'),
      '-',
    ]);
    expect(cellsOf(sms)).toEqual([
      'Police desk',
      'SMS',
      '+41790000099',
      'Failed',
      '3',
      formatDisplayDate('2026-03-14T09:07:00.000Z', 'en'),
      'Invalid phone number',
    ]);
    // dd-MMM-yy HH:mm, with the instant in the time element.
    const time = email.querySelector('time');
    expect(time?.textContent).toMatch(/^\d{2}-[A-Z][a-z]{2}-\d{2} \d{2}:\d{2}$/);
    expect(time?.getAttribute('dateTime')).toBe('2026-03-14T09:05:00.000Z');
  });

  it('shows a dash for a recipient without a name', async () => {
    const { d } = setup(() => ok([escalationSendOf({ RecipientName: '' })]));
    const table = await d.findByRole('table');
    expect(cellsOf(within(table).getAllByRole('row')[1])[0]).toBe('-');
  });

  it('says so when nothing was sent', async () => {
    const { d } = setup(() => ok([]));
    expect(await d.findByText('No escalation messages were sent for this record.')).toBeTruthy();
    expect(d.queryByRole('table')).toBeNull();
  });

  it('says so when the sends cannot be loaded', async () => {
    const { d } = setup(() => fail(500, 1, 'Something went wrong'));
    expect((await d.findByRole('alert')).textContent).toBe('The escalation messages could not be loaded.');
    expect(d.queryByRole('table')).toBeNull();
  });

  it('closes with the close button', async () => {
    const { d, onClose } = setup(() => ok([]));
    fireEvent.click(d.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('asks again while a message is still being sent, and stops once it is done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: EscalationSendRow['Status'] = 'sending';
    const { seen, d } = setup(() => ok([escalationSendOf({ Status: status })]));
    expect(await d.findByRole('cell', { name: 'Sending' })).toBeTruthy();
    status = 'sent';
    await vi.advanceTimersByTimeAsync(4000);
    expect(await d.findByRole('cell', { name: 'Sent' })).toBeTruthy();
    const calls = callsTo(seen, SENDS).length;
    await vi.advanceTimersByTimeAsync(12_000);
    expect(callsTo(seen, SENDS)).toHaveLength(calls);
  });

  it('works in French: title, columns, channel and status', async () => {
    await i18n.changeLanguage('fr');
    const { d } = setup(() => ok(TWO_SENDS), "Messages d'alerte");
    const table = await d.findByRole('table', { name: "Messages d'alerte du signalement" });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Destinataire', 'Canal', 'Adresse', 'Statut', 'Tentatives', 'Heure', 'Erreur']);
    const [, email, sms] = within(table).getAllByRole('row');
    expect(cellsOf(email).slice(1, 4)).toEqual(['E-mail', 'ana@example.org', 'Envoyé']);
    expect(cellsOf(email)[5]).toBe(formatDisplayDate('2026-03-14T09:05:00.000Z', 'fr'));
    expect(cellsOf(sms)[3]).toBe('Échec');
  });

  it('says nothing was sent in French', async () => {
    await i18n.changeLanguage('fr');
    const { d } = setup(() => ok([]), "Messages d'alerte");
    expect(await d.findByText("Aucun message d'alerte n'a été envoyé pour ce signalement.")).toBeTruthy();
  });
});
