import { Msg } from '@beewatch/shared';
import type { UserStatus } from '@beewatch/shared';
import { Button, Flex } from '@aws-amplify/ui-react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAlerts } from '@/components/ui/alerts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CellStack, type DataColumn } from '@/components/ui/data-table';
import { formatDisplayDate } from '@/lib/dates';
import { useSetUserActive } from '../api/set-user-active';
import { failureMessage } from '@/lib/server-error';

/** An account as the user lists show it: enough to name it and to activate or deactivate it. */
export interface ListedAccount {
  UserName: string;
  Status: UserStatus;
}

/** A DataTable's row id and row data attribute for accounts: both the user name (stable functions). */
export const accountRowKeys = {
  rowId: (r: { UserName: string }) => r.UserName,
  rowAttributes: (r: { UserName: string }) => ({ 'data-user': r.UserName }),
};

/**
 * The Name and User name columns of the user lists: the full name with the list's own details
 * under it (email, organisation, country), then the user name.
 */
export function nameColumns<R extends { FullName: string; UserName: string }>(
  t: TFunction,
  details: (r: R) => ReactNode,
): DataColumn<R>[] {
  return [
    {
      id: 'name',
      header: t('users.col.FullName'),
      cell: (r) => (
        <span className="cell-stack">
          <span>{r.FullName}</span>
          {details(r)}
        </span>
      ),
    },
    { id: 'user', header: t('users.col.UserName'), cell: (r) => r.UserName },
  ];
}

/**
 * The Last sign-in column of a user list, with the account's two-step verification under the
 * date (one column for both keeps the list beside the menu at 1280 px).
 */
export function signInColumns<R extends { LastLoginTime: string | null; TwoStepMode: number }>(
  t: TFunction,
  lng: string,
): DataColumn<R>[] {
  return [
    {
      id: 'login',
      header: t('users.col.LastLoginTime'),
      cell: (r) => (
        <CellStack
          main={r.LastLoginTime ? formatDisplayDate(r.LastLoginTime, lng) : t('users.never')}
          notes={[t('users.twoStepLine', { mode: t(`users.twoStep.${r.TwoStepMode}`) })]}
        />
      ),
    },
  ];
}

/** A row's actions: Edit (a link to `editPath` with the user name) and Activate or Deactivate. */
export function AccountActions({
  account,
  editPath,
  onToggle,
}: {
  account: ListedAccount;
  editPath: string;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    // One under the other: the narrow actions column leaves the dates beside it room to read.
    <Flex direction="column" gap="xxs" alignItems="flex-start" className="account-actions">
      <Link
        to={`${editPath}?UserName=${encodeURIComponent(account.UserName)}`}
        aria-label={t('users.editLabel', { user: account.UserName })}
      >
        {t('users.edit')}
      </Link>
      <Button variation="link" size="small" onClick={onToggle}>
        {account.Status === 'Inactive' ? t('users.activate') : t('users.deactivate')}
      </Button>
    </Flex>
  );
}

/**
 * The confirm before an account is activated (when Inactive) or deactivated; on Confirm it saves,
 * says "Data saved" or the server's message, and closes. Nothing shows while `account` is null.
 */
export function ActivationConfirm({
  account,
  onClose,
}: {
  account: ListedAccount | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const activate = useSetUserActive();
  const { showAlert } = useAlerts();
  if (!account) return null;
  const activating = account.Status === 'Inactive';
  return (
    <ConfirmDialog
      open
      busy={activate.isPending}
      title={activating ? t('users.activate') : t('users.deactivate')}
      message={t(activating ? 'users.confirmActivate' : 'users.confirmDeactivate', {
        user: account.UserName,
      })}
      onCancel={onClose}
      onConfirm={() =>
        activate.mutate(
          { UserName: account.UserName, IsActive: activating },
          {
            onSuccess: () => showAlert('success', Msg.dataSaved, { autoClose: true }),
            onError: (err) => showAlert('error', failureMessage(err)),
            onSettled: onClose,
          },
        )
      }
    />
  );
}
