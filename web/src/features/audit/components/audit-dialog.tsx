import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { formatDisplayDate } from '@/lib/dates';
import { useAdminAudit, useUserAudit } from '../api/audit-api';

/** Which audit popup of spec §2.5 / §2.6. */
export type AuditKind = 'admin' | 'user';

interface Column<T> {
  header: string;
  cell: (row: T) => string;
}

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
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError)
    return (
      <p className="form-error" role="alert">
        {t('common.requestFailed')}
      </p>
    );
  return (
    <div className="table-wrap">
      <table className="tracking-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {query.data.length === 0 && (
            <tr>
              <td className="empty" colSpan={columns.length}>
                {t('profile.audit.empty')}
              </td>
            </tr>
          )}
          {query.data.map((row, i) => (
            <tr key={i} data-audit-row="">
              {columns.map((c) => (
                <td key={c.header}>{c.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
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
          // Stored as the action's code name; shown in the UI language (a new one as sent).
          cell: (r) => t(`profile.audit.actions.${r.ActionName}`, { defaultValue: r.ActionName }),
        },
        {
          header: t('profile.audit.ActionDate'),
          cell: (r) => formatDisplayDate(r.ActionDate, i18n.language),
        },
      ]}
    />
  );
}

function UserAuditTable() {
  const { t, i18n } = useTranslation();
  return (
    <AuditTable
      query={useUserAudit()}
      caption={t('profile.audit.userTitle')}
      columns={[
        { header: t('profile.audit.UserName'), cell: (r) => r.UserName },
        {
          header: t('profile.audit.AttemptFailDate'),
          cell: (r) => formatDisplayDate(r.AttemptFailDate, i18n.language),
        },
        { header: t('profile.audit.FailAttempt'), cell: (r) => String(r.FailAttempt) },
      ]}
    />
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
