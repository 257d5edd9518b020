import { SwarmMsg, type ApiKeyRow } from '@beewatch/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAlerts } from '@/components/ui/alerts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { formatDisplayDate } from '@/lib/dates';
import { translateMessage } from '@/lib/i18n';
import { embedOf, useApiKeys, useRevokeApiKey } from '../api/api-keys-api';
import { EmptyTableRow, LoadMoreButton } from '@/components/ui/paged-table';

/** admin/apikeylist (spec §2.4; issue 5): every key with its owner and allowed origin, revocable. */
export function ApiKeyListScreen() {
  const { t, i18n } = useTranslation();
  const { showAlert } = useAlerts();
  const list = useApiKeys();
  const revoke = useRevokeApiKey();
  const [revoking, setRevoking] = useState<ApiKeyRow | null>(null);
  const rows = list.data?.pages.flatMap((p) => p.rows) ?? [];

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.ApiKey);
      showAlert('success', translateMessage(SwarmMsg.apiKeyRevokedDone), { autoClose: true });
    } catch (err) {
      showAlert('error', err instanceof ApiError ? translateMessage(err.message) : t('common.requestFailed'));
    } finally {
      setRevoking(null);
    }
  };

  return (
    <section aria-labelledby="api-keys-title">
      <div className="page-head">
        <h1 id="api-keys-title">{t('apiKeys.title')}</h1>
        <Link className="btn btn-primary" to="/admin/generateapikey">
          {t('apiKeys.generate')}
        </Link>
      </div>
      {list.isError && (
        <p className="form-error" role="alert">
          {t('common.requestFailed')}{' '}
          <button type="button" className="link-button" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </button>
        </p>
      )}
      <div className="table-wrap">
        <table className="tracking-table">
          <caption className="visually-hidden">{t('apiKeys.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('apiKeys.key')}</th>
              <th scope="col">{t('apiKeys.owner')}</th>
              <th scope="col">{t('apiKeys.allowedOrigin')}</th>
              <th scope="col">{t('apiKeys.createdBy')}</th>
              <th scope="col">{t('apiKeys.createdAt')}</th>
              <th scope="col">{t('apiKeys.status')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('apiKeys.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((k) => (
              <tr key={k.ApiKey} data-key={k.ApiKey}>
                <td>
                  <code>{k.ApiKey}</code>
                  <br />
                  <a href={`/home/testapi?key=${encodeURIComponent(k.ApiKey)}`}>{t('apiKeys.tryIt')}</a>
                  {' · '}
                  <a href={embedOf(k.ApiKey).url}>{t('apiKeys.formLink')}</a>
                </td>
                <td>{k.Owner}</td>
                <td>{k.AllowedOrigin}</td>
                <td>{k.CreatedBy}</td>
                <td>{formatDisplayDate(k.CreatedAt, i18n.language)}</td>
                <td>
                  {k.RevokedAt
                    ? t('apiKeys.revokedOn', { date: formatDisplayDate(k.RevokedAt, i18n.language) })
                    : t('apiKeys.active')}
                </td>
                <td>
                  {!k.RevokedAt && (
                    <button type="button" className="btn btn-danger" onClick={() => setRevoking(k)}>
                      {t('apiKeys.revoke')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
            <EmptyTableRow list={list} rowCount={rows.length} colSpan={7} text={t('apiKeys.empty')} />
          </tbody>
        </table>
      </div>
      <LoadMoreButton list={list} label={t('apiKeys.loadMore')} />
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
