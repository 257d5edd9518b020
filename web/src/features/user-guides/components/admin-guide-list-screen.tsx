import { Button, Flex } from '@aws-amplify/ui-react';
import { GuideMsg, type GuideAdminItem } from '@beewatch/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectFilter } from '@/components/ui/select-filter';
import { Link, useSearchParams } from 'react-router-dom';
import { useAlerts } from '@/components/ui/alerts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { formatDisplayDate } from '@/lib/dates';
import { useDeleteGuideItem } from '../api/delete-guide-item';
import { useAdminGuide } from '../api/get-admin-guide';
import { GUIDE_LANGUAGES, GUIDE_ROLES, guideScope } from './guide-options';
import './user-guides.css';
import { PageHead } from '@/components/ui/page-head';
import { failureMessage } from '@/lib/server-error';

/** admin/userguide (spec §2.4): the guide items of a role in a language, with add, edit and delete. */
export function AdminGuideListScreen() {
  const { t, i18n } = useTranslation();
  const { showAlert } = useAlerts();
  const [params, setParams] = useSearchParams();
  const { roleId, languageId } = guideScope(params, i18n.language);
  const list = useAdminGuide(roleId, languageId);
  const remove = useDeleteGuideItem();
  const [deleting, setDeleting] = useState<string | null>(null);
  const choose = (RoleID: number, LanguageID: number) =>
    setParams({ RoleID: String(RoleID), LanguageID: String(LanguageID) });

  const lng = i18n.language;
  const columns = useMemo<DataColumn<GuideAdminItem>[]>(
    () => [
      { id: 'sort', header: t('userGuides.sortOrder'), cell: (item) => item.SortOrder },
      { id: 'header', header: t('userGuides.header'), cell: (item) => item.LinkHeader },
      {
        id: 'updated',
        header: t('userGuides.updated'),
        cell: (item) => `${formatDisplayDate(item.UpdatedAt, lng)} · ${item.UpdatedBy}`,
      },
      {
        id: 'actions',
        header: t('userGuides.actions'),
        className: 'nowrap',
        cell: (item) => (
          <>
            <Link
              to={`/admin/adduserguide?RoleID=${roleId}&LanguageID=${languageId}&DetailsID=${item.DetailsID}`}
            >
              {t('userGuides.edit')}
            </Link>{' '}
            <Button variation="link" size="small" onClick={() => setDeleting(item.DetailsID)}>
              {t('userGuides.delete')}
            </Button>
          </>
        ),
      },
    ],
    [t, lng, roleId, languageId],
  );

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ RoleID: roleId, LanguageID: languageId, DetailsID: deleting });
      showAlert('success', GuideMsg.deleted, { autoClose: true });
    } catch (err) {
      showAlert('error', failureMessage(err));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <section aria-labelledby="admin-guide-title">
      <PageHead amplifyHeading id="admin-guide-title" title={t('menu.admin/userguide')}>
        <Link
          className="btn btn-primary"
          to={`/admin/adduserguide?RoleID=${roleId}&LanguageID=${languageId}`}
        >
          {t('menu.admin/adduserguide')}
        </Link>
      </PageHead>
      <Flex className="guide-filters" wrap="wrap">
        <SelectFilter
          id="guide-role"
          label={t('userGuides.role')}
          value={String(roleId)}
          onChange={(v) => choose(Number(v), languageId)}
          choices={GUIDE_ROLES.map((r) => ({ value: String(r.id), label: t(`role.${r.name}`) }))}
        />
        <SelectFilter
          id="guide-language"
          label={t('userGuides.language')}
          value={String(languageId)}
          onChange={(v) => choose(roleId, Number(v))}
          choices={GUIDE_LANGUAGES.map((l) => ({ value: String(l.id), label: l.label }))}
        />
      </Flex>
      <DataTable
        label={t('menu.admin/userguide')}
        columns={columns}
        rows={list.data ?? []}
        rowId={(item) => item.DetailsID}
        loading={list.isPending}
        emptyText={t('msg.guideEmpty')}
      />
      {list.isPending && <p className="hint">{t('msg.guideLoading')}</p>}
      <ConfirmDialog
        open={deleting !== null}
        title={t('userGuides.deleteTitle')}
        message={t('userGuides.deleteMessage')}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
