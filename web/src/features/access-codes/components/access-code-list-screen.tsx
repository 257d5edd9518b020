import { RegistrationMsg, roleNameOf, type AccessCodeRow } from '@beewatch/shared';
import { Button } from '@aws-amplify/ui-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/ui/alerts';
import { DataTable, infiniteRows, type DataColumn } from '@/components/ui/data-table';
import { formatDisplayDate } from '@/lib/dates';
import { useAccessCodes } from '../api/get-access-codes';
import { GenerateAccessCodeDialog } from './generate-access-code-dialog';
import { PageHead } from '@/components/ui/page-head';
import { ListError } from '@/components/ui/list-error';

/** admin/accesscodelist (spec §2.4): the codes, newest first, 15 a page, and the generate popup. */
export function AccessCodeListScreen() {
  const { t, i18n } = useTranslation();
  const { showAlert } = useAlerts();
  const [generating, setGenerating] = useState(false);
  const list = useAccessCodes();
  const table = infiniteRows(list, t('registration.accessCodes.loadMore'));

  const onGenerated = (code: AccessCodeRow) => {
    setGenerating(false);
    showAlert('success', { message: RegistrationMsg.accessCodeGenerated, value: code.AccessCode });
  };
  const lng = i18n.language;
  const columns = useMemo<DataColumn<AccessCodeRow>[]>(() => {
    const role = (id: number) => {
      const name = roleNameOf(id);
      return name ? t(`role.${name}`) : String(id);
    };
    return [
      { id: 'code', header: t('registration.accessCodes.code'), cell: (c) => <code>{c.AccessCode}</code> },
      { id: 'role', header: t('registration.accessCodes.role'), cell: (c) => role(c.RoleID) },
      {
        id: 'expiry',
        header: t('registration.accessCodes.expiryDate'),
        cell: (c) => formatDisplayDate(c.ExpiryDate, lng),
      },
      { id: 'uses', header: t('registration.accessCodes.uses'), cell: (c) => `${c.Uses} / ${c.MaxUses}` },
      {
        id: 'email',
        header: t('registration.accessCodes.purchaserEmail'),
        cell: (c) => c.PurchaserEmail ?? '—',
      },
      { id: 'by', header: t('registration.accessCodes.createdBy'), cell: (c) => c.CreatedBy },
      {
        id: 'at',
        header: t('registration.accessCodes.createdAt'),
        cell: (c) => formatDisplayDate(c.CreatedAt, lng),
      },
    ];
  }, [t, lng]);

  return (
    <section aria-labelledby="access-codes-title">
      <PageHead amplifyHeading id="access-codes-title" title={t('registration.accessCodes.title')}>
        <Button variation="primary" onClick={() => setGenerating(true)}>
          {t('registration.accessCodes.generateButton')}
        </Button>
      </PageHead>
      <ListError query={list} retry />
      <DataTable
        label={t('registration.accessCodes.title')}
        columns={columns}
        rowId={(c) => c.AccessCode}
        failed={list.isError}
        emptyText={t('registration.accessCodes.empty')}
        {...table}
      />
      {generating && (
        <GenerateAccessCodeDialog onClose={() => setGenerating(false)} onGenerated={onGenerated} />
      )}
    </section>
  );
}
