import { RegistrationMsg, roleNameOf, type AccessCodeRow } from '@beewatch/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/ui/alerts';
import { ApiError } from '@/lib/api-client';
import { formatDisplayDate } from '@/lib/dates';
import { useAccessCodes } from '../api/access-codes-api';
import { translateAccessCodeMessage } from '../lib/messages';
import { GenerateAccessCodeDialog } from './generate-access-code-dialog';
import { EmptyTableRow, LoadMoreButton } from '@/components/ui/paged-table';

/** admin/accesscodelist (spec §2.4; issue 3): the codes, newest first, 15 a page, and the generate popup. */
export function AccessCodeListScreen() {
  const { t, i18n } = useTranslation();
  const { showAlert } = useAlerts();
  const [generating, setGenerating] = useState(false);
  const list = useAccessCodes();
  const rows = list.data?.pages.flatMap((p) => p.rows) ?? [];

  const onGenerated = (code: AccessCodeRow) => {
    setGenerating(false);
    showAlert(
      'success',
      `${translateAccessCodeMessage(RegistrationMsg.accessCodeGenerated)}: ${code.AccessCode}`,
    );
  };
  const role = (id: number) => {
    const name = roleNameOf(id);
    return name ? t(`role.${name}`) : String(id);
  };

  return (
    <section aria-labelledby="access-codes-title">
      <div className="page-head">
        <h1 id="access-codes-title">{t('registration.accessCodes.title')}</h1>
        <button type="button" className="btn btn-primary" onClick={() => setGenerating(true)}>
          {t('registration.accessCodes.generateButton')}
        </button>
      </div>
      {list.isError && (
        <p className="form-error" role="alert">
          {list.error instanceof ApiError && !list.error.isTransport
            ? translateAccessCodeMessage(list.error.message)
            : t('common.requestFailed')}{' '}
          <button type="button" className="link-button" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </button>
        </p>
      )}
      <div className="table-wrap">
        <table className="tracking-table">
          <caption className="visually-hidden">{t('registration.accessCodes.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('registration.accessCodes.code')}</th>
              <th scope="col">{t('registration.accessCodes.role')}</th>
              <th scope="col">{t('registration.accessCodes.expiryDate')}</th>
              <th scope="col">{t('registration.accessCodes.uses')}</th>
              <th scope="col">{t('registration.accessCodes.purchaserEmail')}</th>
              <th scope="col">{t('registration.accessCodes.createdBy')}</th>
              <th scope="col">{t('registration.accessCodes.createdAt')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => (
              <tr key={c.AccessCode} data-code={c.AccessCode}>
                <td>
                  <code>{c.AccessCode}</code>
                </td>
                <td>{role(c.RoleID)}</td>
                <td>{formatDisplayDate(c.ExpiryDate, i18n.language)}</td>
                <td>
                  {c.Uses} / {c.MaxUses}
                </td>
                <td>{c.PurchaserEmail ?? '—'}</td>
                <td>{c.CreatedBy}</td>
                <td>{formatDisplayDate(c.CreatedAt, i18n.language)}</td>
              </tr>
            ))}
            <EmptyTableRow
              list={list}
              rowCount={rows.length}
              colSpan={7}
              text={t('registration.accessCodes.empty')}
            />
          </tbody>
        </table>
      </div>
      <LoadMoreButton list={list} label={t('registration.accessCodes.loadMore')} />
      {generating && (
        <GenerateAccessCodeDialog onClose={() => setGenerating(false)} onGenerated={onGenerated} />
      )}
    </section>
  );
}
