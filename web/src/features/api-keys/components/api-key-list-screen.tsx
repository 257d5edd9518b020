import { SwarmMsg, type ApiKeyRow } from '@beewatch/shared';
import { Button } from '@aws-amplify/ui-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/ui/alerts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, infiniteRows, type DataColumn } from '@/components/ui/data-table';
import { formatDisplayDate } from '@/lib/dates';
import { useApiKeys } from '../api/get-api-keys';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { embedOf } from '../lib/embed';
import { PageHead } from '@/components/ui/page-head';
import { ListError } from '@/components/ui/list-error';
import { failureMessage } from '@/lib/server-error';

/** admin/apikeylist (spec §2.4): every key with its owner and allowed origin, revocable. */
export function ApiKeyListScreen() {
  const { t, i18n } = useTranslation();
  const { showAlert } = useAlerts();
  const list = useApiKeys();
  const revoke = useRevokeApiKey();
  const [revoking, setRevoking] = useState<ApiKeyRow | null>(null);
  const table = infiniteRows(list, t('apiKeys.loadMore'));
  const lng = i18n.language;
  const columns = useMemo<DataColumn<ApiKeyRow>[]>(
    () => [
      {
        id: 'key',
        header: t('apiKeys.key'),
        className: 'api-key-cell',
        cell: (k) => (
          <>
            <code>{k.ApiKey}</code>
            <br />
            <a href={`/home/testapi?key=${encodeURIComponent(k.ApiKey)}`}>{t('apiKeys.tryIt')}</a>
            {' · '}
            <a href={embedOf(k.ApiKey).url}>{t('apiKeys.formLink')}</a>
          </>
        ),
      },
      { id: 'owner', header: t('apiKeys.owner'), cell: (k) => k.Owner },
      { id: 'origin', header: t('apiKeys.allowedOrigin'), cell: (k) => k.AllowedOrigin },
      { id: 'by', header: t('apiKeys.createdBy'), cell: (k) => k.CreatedBy },
      { id: 'at', header: t('apiKeys.createdAt'), cell: (k) => formatDisplayDate(k.CreatedAt, lng) },
      {
        id: 'status',
        header: t('apiKeys.status'),
        cell: (k) =>
          k.RevokedAt
            ? t('apiKeys.revokedOn', { date: formatDisplayDate(k.RevokedAt, lng) })
            : t('apiKeys.active'),
      },
      {
        id: 'actions',
        header: t('apiKeys.actions'),
        headerHidden: true,
        cell: (k) =>
          !k.RevokedAt && (
            <Button variation="destructive" size="small" onClick={() => setRevoking(k)}>
              {t('apiKeys.revoke')}
            </Button>
          ),
      },
    ],
    [t, lng],
  );

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.ApiKey);
      showAlert('success', SwarmMsg.apiKeyRevokedDone, { autoClose: true });
    } catch (err) {
      showAlert('error', failureMessage(err));
    } finally {
      setRevoking(null);
    }
  };

  return (
    <section aria-labelledby="api-keys-title">
      <PageHead
        amplifyHeading
        id="api-keys-title"
        title={t('apiKeys.title')}
        primaryLink={{ to: '/admin/generateapikey', label: t('apiKeys.generate') }}
      />
      <ListError query={list} retry />
      <DataTable
        label={t('apiKeys.title')}
        columns={columns}
        rowId={(k) => k.ApiKey}
        failed={list.isError}
        emptyText={t('apiKeys.empty')}
        {...table}
      />
      <ConfirmDialog
        open={!!revoking}
        title={t('apiKeys.revokeTitle')}
        message={t('apiKeys.revokeQuestion', { owner: revoking?.Owner ?? '' })}
        onConfirm={() => void confirmRevoke()}
        onCancel={() => setRevoking(null)}
        busy={revoke.isPending}
      />
    </section>
  );
}
