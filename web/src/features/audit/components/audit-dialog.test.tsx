import { ADMIN_AUDIT_ACTIONS, type AdminAuditEntry } from '@beewatch/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { mockApi, ok } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { AuditDialog } from './audit-dialog';

const at = '2026-11-28T05:53:00.000Z';
const entry = (ActionName: string, extra: Partial<AdminAuditEntry> = {}): AdminAuditEntry => ({
  UserName: 'superadmin',
  ActionName,
  ActionDate: at,
  TargetUserName: '',
  RowCount: null,
  ...extra,
});

describe('Admin Audit popup', () => {
  it('names every action the server writes in English and in French', () => {
    for (const action of ADMIN_AUDIT_ACTIONS) {
      const key = `profile.audit.actions.${action}`;
      for (const lng of ['en', 'fr']) expect(i18n.exists(key, { lng }), `${lng} ${action}`).toBe(true);
      expect(i18n.getFixedT('fr')(key), action).not.toBe(i18n.getFixedT('en')(key));
    }
  });

  it('shows the action in French and the account it concerned apart', async () => {
    await i18n.changeLanguage('fr');
    mockApi({
      'GET superadmin/FetchAdminAuditDetails': () =>
        ok([
          entry('ChangeExpiry', { TargetUserName: 'ex3admin' }),
          entry('AddAdmin', { TargetUserName: 'ex3admin' }),
          entry('ExportUsers', { UserName: 'admin', RowCount: 12 }),
          entry('ChangePassword'),
        ]),
    });
    renderWithProviders(<AuditDialog kind="admin" onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    const rows = await within(dialog).findAllByRole('row');
    const texts = rows.slice(1).map((r) => r.textContent ?? '');
    expect(texts[0]).toContain("Fin d'abonnement modifiée");
    expect(texts[0]).toContain('ex3admin');
    expect(texts[1]).toContain('Administrateur ajouté');
    expect(texts[2]).toContain('Utilisateurs exportés');
    expect(texts[2]).toContain('12 lignes');
    expect(texts[3]).toContain('Changement du mot de passe');
    expect(dialog.textContent).not.toMatch(/AddAdmin|ChangeExpiry|\(ex3admin\)/);
    expect(texts[0]).toContain('concerne ex3admin');
    // The spec's three columns (§2.6): what a line concerned is told under its action.
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toHaveLength(3);
  });
});
