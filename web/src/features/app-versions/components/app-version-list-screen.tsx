import type { AppVersion } from '@beewatch/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSavedNotice } from '@/components/ui/alerts';
import { DataTable, infiniteRows, type DataColumn } from '@/components/ui/data-table';
import { formatDisplayDate } from '@/lib/dates';
import { useAppVersions } from '../api/get-app-versions';
import { formatSize, platformKey } from './platform';
import { PageHead } from '@/components/ui/page-head';
import { ListError } from '@/components/ui/list-error';

/** admin/appversionlist (spec §2.4): the app versions, newest first, with download and edit links. */
export function AppVersionListScreen() {
  const { t, i18n } = useTranslation();
  const list = useAppVersions();
  const table = infiniteRows(list, t('appVersions.loadMore'));
  const lng = i18n.language;
  const columns = useMemo<DataColumn<AppVersion>[]>(
    () => [
      { id: 'name', header: t('appVersions.appName'), cell: (v) => v.AppName },
      { id: 'version', header: t('appVersions.version'), cell: (v) => v.Version },
      { id: 'platform', header: t('appVersions.platformLabel'), cell: (v) => t(platformKey(v.Platform)) },
      {
        id: 'file',
        header: t('appVersions.file'),
        cell: (v) => (
          <code>
            {v.FolderName}/{v.FileName}
          </code>
        ),
      },
      {
        id: 'status',
        header: t('appVersions.status'),
        cell: (v) => t(`appVersions.statusValue.${v.Status}`),
      },
      { id: 'size', header: t('appVersions.size'), cell: (v) => formatSize(v.SizeBytes) },
      {
        id: 'updated',
        header: t('appVersions.updated'),
        cell: (v) => `${formatDisplayDate(v.UpdatedAt, lng)} · ${v.UpdatedBy}`,
      },
      {
        id: 'actions',
        header: t('appVersions.actions'),
        className: 'nowrap',
        cell: (v) => (
          <>
            {v.Status === 'Available' && (
              <Link to={`/downloadapk/${v.FolderName}/${v.FileName}`}>{t('appVersions.downloadLink')}</Link>
            )}{' '}
            <Link to={`/admin/editappversion?AppVersionID=${v.AppVersionID}`}>{t('appVersions.edit')}</Link>
          </>
        ),
      },
    ],
    [t, lng],
  );
  useSavedNotice();
  return (
    <section aria-labelledby="app-versions-title">
      <PageHead
        amplifyHeading
        id="app-versions-title"
        title={t('menu.admin/appversionlist')}
        primaryLink={{ to: '/admin/addappversion', label: t('menu.admin/addappversion') }}
      />
      <ListError query={list} />
      <DataTable
        label={t('menu.admin/appversionlist')}
        columns={columns}
        rowId={(v) => v.AppVersionID}
        failed={list.isError}
        emptyText={t('appVersions.empty')}
        {...table}
      />
    </section>
  );
}
