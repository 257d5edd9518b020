import { Button } from '@aws-amplify/ui-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminAuditEntry, UserAuditEntry } from '@beewatch/shared';
import type { TFunction } from 'i18next';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { Modal } from '@/components/ui/modal';
import { formatDisplayDate } from '@/lib/dates';
import { useAdminAudit } from '../api/get-admin-audit';
import { useUserAudit } from '../api/get-user-audit';
import { useUnlockSignIn } from '../api/unlock-sign-in';
import { failureMessage } from '@/lib/server-error';
import { translateMessage, type MessageSource } from '@/lib/i18n';
import { QueryProgress } from '@/components/ui/query-status';

/** Which audit popup of spec §2.5 / §2.6. */
export type AuditKind = 'admin' | 'user';

interface Column<T> {
  header: string;
  cell: (row: T, index: number) => ReactNode;
}

/** A row of an audit list with its place in the list (the lists have no row id). */
interface Numbered<T> {
  entry: T;
  index: number;
}

const auditRow = () => ({ 'data-audit-row': '' });

function AuditTable<T>({
  query,
  columns,
  caption,
}: {
  query: UseQueryResult<T[]>;
  columns: Column<T>[];
  caption: string;
}) {
  const { t } = useTranslation();
  if (query.isPending || query.isError)
    return <QueryProgress query={query} loadingLabel={t('common.loading')} />;
  const rows = query.data.map((entry, index) => ({ entry, index }));
  const dataColumns: DataColumn<Numbered<T>>[] = columns.map((c) => ({
    id: c.header,
    header: c.header,
    cell: (r) => c.cell(r.entry, r.index),
  }));
  // A long list makes the popup scroll: the list can take keyboard focus, so the keyboard can
  // scroll it even when no row has a button (WCAG 2.1.1).
  return (
    <div tabIndex={0} role="region" aria-label={caption} className="audit-list">
      <DataTable
        label={caption}
        columns={dataColumns}
        rows={rows}
        rowId={(r) => String(r.index)}
        rowAttributes={auditRow}
        emptyText={t('profile.audit.empty')}
      />
    </div>
  );
}

/**
 * What an Admin Audit line concerned, in the UI language: the account (its user name) or the
 * rows of an export; '' when neither.
 */
function auditSubject(row: AdminAuditEntry, t: TFunction): string {
  if (row.TargetUserName) return row.TargetUserName;
  if (row.RowCount !== null) return t('profile.audit.rows', { count: row.RowCount });
  return '';
}

function AdminAuditTable() {
  const { t, i18n } = useTranslation();
  return (
    <AuditTable
      query={useAdminAudit()}
      caption={t('profile.audit.adminTitle')}
      columns={[
        { header: t('profile.audit.UserName'), cell: (r) => r.UserName },
        {
          header: t('profile.audit.ActionName'),
          // Stored as the action's code name; shown in the UI language (a new one as sent), with
          // what it concerned under it: the spec's three columns stay (§2.6).
          cell: (r) => {
            const subject = auditSubject(r, t);
            return (
              <>
                <span data-action={r.ActionName}>
                  {t(`profile.audit.actions.${r.ActionName}`, { defaultValue: r.ActionName })}
                </span>
                {subject && <span className="cell-note">{t('profile.audit.concerning', { subject })}</span>}
              </>
            );
          },
        },
        {
          header: t('profile.audit.ActionDate'),
          cell: (r) => formatDisplayDate(r.ActionDate, i18n.language),
        },
      ]}
    />
  );
}

/**
 * The lock of a user's sign-in (the portal's lockout after repeated wrong passwords) with the
 * Administrator's Unlock button, shown on that user's newest row only.
 */
function SignInLockCell({
  row,
  onUnlock,
  busy,
}: {
  row: UserAuditEntry;
  onUnlock: () => void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation();
  if (!row.LockedUntil) return null;
  return (
    <span>
      {t('profile.audit.lockedUntil', { date: formatDisplayDate(row.LockedUntil, i18n.language) })}{' '}
      <Button
        size="small"
        aria-label={t('profile.audit.unlockLabel', { user: row.UserName })}
        isDisabled={busy}
        onClick={onUnlock}
      >
        {t('profile.audit.unlock')}
      </Button>
    </span>
  );
}

function UserAuditTable() {
  const { t, i18n } = useTranslation();
  const query = useUserAudit();
  const unlock = useUnlockSignIn();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: MessageSource } | null>(null);
  // Each locked user gets one Unlock button, on their newest row.
  const firstRowOf = new Map<string, number>();
  query.data?.forEach((r, i) => {
    if (!r.UnknownUserNames && !firstRowOf.has(r.UserName)) firstRowOf.set(r.UserName, i);
  });
  const onUnlock = async (userName: string) => {
    try {
      await unlock.mutateAsync(userName);
      setOutcome({ ok: true, text: t('profile.audit.unlocked', { user: userName }) });
    } catch (err) {
      setOutcome({
        ok: false,
        text: failureMessage(err),
      });
    }
  };
  return (
    <>
      <p className={outcome?.ok === false ? 'form-error' : undefined} role="status">
        {outcome && translateMessage(outcome.text)}
      </p>
      <AuditTable
        query={query}
        caption={t('profile.audit.userTitle')}
        columns={[
          {
            header: t('profile.audit.UserName'),
            cell: (r) => (r.UnknownUserNames ? <em>{t('profile.audit.unknownUserNames')}</em> : r.UserName),
          },
          {
            header: t('profile.audit.AttemptFailDate'),
            cell: (r) => formatDisplayDate(r.AttemptFailDate, i18n.language),
          },
          { header: t('profile.audit.FailAttempt'), cell: (r) => String(r.FailAttempt) },
          {
            header: t('profile.audit.signIn'),
            cell: (r, i) =>
              firstRowOf.get(r.UserName) === i && !r.UnknownUserNames ? (
                <SignInLockCell row={r} busy={unlock.isPending} onUnlock={() => void onUnlock(r.UserName)} />
              ) : null,
          },
        ]}
      />
    </>
  );
}

/**
 * Admin Audit popup (SuperAdministrator: UserName, ActionName, ActionDate) or User Audit popup
 * (Administrator: UserName, AttemptFailDate, FailAttempt), spec §2.5, §2.6.
 */
export function AuditDialog({ kind, onClose }: { kind: AuditKind; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      size="lg"
      title={kind === 'admin' ? t('profile.audit.adminTitle') : t('profile.audit.userTitle')}
      onClose={onClose}
    >
      {kind === 'admin' ? <AdminAuditTable /> : <UserAuditTable />}
    </Modal>
  );
}
