import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useAlerts } from '@/components/ui/alerts';
import { ApiError } from '@/lib/api-client';
import { formatDisplayDate } from '@/lib/dates';
import { translateMessage } from '@/lib/i18n';
import { useAppVersions } from '../api/app-versions-api';
import { formatSize, platformKey } from './platform';
import { EmptyTableRow, LoadMoreButton } from '@/components/ui/paged-table';

/** admin/appversionlist (spec §2.4): the app versions, newest first, with download and edit links. */
export function AppVersionListScreen() {
  const { t, i18n } = useTranslation();
  const list = useAppVersions();
  const rows = list.data?.pages.flatMap((p) => p.rows) ?? [];
  const { showAlert } = useAlerts();
  // The form navigates here with its success message (the banner clears on navigation).
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  useEffect(() => {
    if (notice) showAlert('success', notice, { autoClose: true });
  }, [notice, showAlert]);
  return (
    <section aria-labelledby="app-versions-title">
      <div className="page-head">
        <h1 id="app-versions-title">{t('menu.admin/appversionlist')}</h1>
        <Link className="btn btn-primary" to="/admin/addappversion">
          {t('menu.admin/addappversion')}
        </Link>
      </div>
      {list.isError && (
        <p className="form-error" role="alert">
          {list.error instanceof ApiError && !list.error.isTransport
            ? translateMessage(list.error.message)
            : t('common.requestFailed')}
        </p>
      )}
      <div className="table-wrap">
        <table className="tracking-table">
          <caption className="visually-hidden">{t('menu.admin/appversionlist')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('appVersions.appName')}</th>
              <th scope="col">{t('appVersions.version')}</th>
              <th scope="col">{t('appVersions.platformLabel')}</th>
              <th scope="col">{t('appVersions.file')}</th>
              <th scope="col">{t('appVersions.status')}</th>
              <th scope="col">{t('appVersions.size')}</th>
              <th scope="col">{t('appVersions.updated')}</th>
              <th scope="col">{t('appVersions.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((v) => {
              const link = `/downloadapk/${v.FolderName}/${v.FileName}`;
              return (
                <tr key={v.AppVersionID} data-id={v.AppVersionID}>
                  <td>{v.AppName}</td>
                  <td>{v.Version}</td>
                  <td>{t(platformKey(v.Platform))}</td>
                  <td>
                    <code>
                      {v.FolderName}/{v.FileName}
                    </code>
                  </td>
                  <td>{t(`appVersions.statusValue.${v.Status}`)}</td>
                  <td>{formatSize(v.SizeBytes)}</td>
                  <td>
                    {formatDisplayDate(v.UpdatedAt, i18n.language)} · {v.UpdatedBy}
                  </td>
                  <td className="nowrap">
                    {v.Status === 'Available' && <Link to={link}>{t('appVersions.downloadLink')}</Link>}{' '}
                    <Link to={`/admin/editappversion?AppVersionID=${v.AppVersionID}`}>
                      {t('appVersions.edit')}
                    </Link>
                  </td>
                </tr>
              );
            })}
            <EmptyTableRow list={list} rowCount={rows.length} colSpan={8} text={t('appVersions.empty')} />
          </tbody>
        </table>
      </div>
      <LoadMoreButton list={list} label={t('appVersions.loadMore')} />
    </section>
  );
}
