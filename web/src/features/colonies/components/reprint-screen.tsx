import { QR_SEARCH_BY, QrSearchQuery, type QrLabel } from '@beewatch/shared';
import { Button, Flex } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/ui/alerts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { FormError, FormSelectField, FormTextField, SchemaForm } from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { formatDisplayDate } from '@/lib/dates';
import { useReplaceLabel } from '../api/replace-label';
import { useReprintLabels } from '../api/reprint-labels';
import { useLabelSearch, type LabelSearch } from '../api/search-qr-labels';
import { downloadPdf, labelSheetPdf } from '../lib/label-sheet';
import { groupedToken } from '../lib/label-text';
import { SetTemplateDialog } from './set-template-dialog';
import './colonies.css';
import { PageHead } from '@/components/ui/page-head';
import { failureMessage } from '@/lib/server-error';

async function sheetOf(labels: QrLabel[], name: string) {
  const pdf = await labelSheetPdf(
    labels.map((l) => ({ token: l.Token, caption: l.ColonyName })),
    { layout: '2x4', size: 'M', includeLogo: true },
  );
  downloadPdf(pdf, name);
}

/**
 * admin/reprintqr (role-screens §1.12): find labels by code, beekeeper or batch; reprint the same
 * code (the colony's link is kept) or replace it with a new code linked to the same colony, which
 * voids the old one (scanning it then says the label was replaced). Both are audited.
 */
export function ReprintScreen() {
  const { t, i18n } = useTranslation();
  const { showAlert } = useAlerts();
  const [search, setSearch] = useState<LabelSearch | null>(null);
  const [replacing, setReplacing] = useState<QrLabel | null>(null);
  const [templateOpen, setTemplateOpen] = useState(false);
  const results = useLabelSearch(search);
  const reprint = useReprintLabels();
  const replace = useReplaceLabel();
  const form = useForm({
    resolver: zodResolver(QrSearchQuery),
    defaultValues: { By: 'beekeeper' as const, Value: '' },
  });

  const doReprint = (labels: QrLabel[]) =>
    reprint.mutate(
      labels.map((l) => l.Token),
      {
        onSuccess: (printed) => void sheetOf(printed, 'bee-watch-labels-reprint.pdf'),
        onError: (err) => showAlert('error', failureMessage(err)),
      },
    );

  const columns = useMemo<DataColumn<QrLabel>[]>(
    () => [
      {
        id: 'code',
        header: t('colonies.labels.code'),
        cell: (l) => <span className="colonies-token">{groupedToken(l.Token)}</span>,
      },
      { id: 'colony', header: t('colonies.labels.colony'), cell: (l) => l.ColonyName ?? '—' },
      { id: 'apiary', header: t('colonies.labels.apiary'), cell: (l) => l.ApiaryName ?? '—' },
      { id: 'keeper', header: t('colonies.labels.beekeeper'), cell: (l) => l.Beekeeper ?? '—' },
      {
        id: 'status',
        header: t('colonies.labels.status'),
        cell: (l) =>
          l.ReplacedBy ? t('colonies.labels.replaced') : t(`colonies.labels.statuses.${l.Status}`),
      },
      {
        id: 'linked',
        header: t('colonies.labels.linkedOn'),
        cell: (l) => (l.LinkedDate ? formatDisplayDate(l.LinkedDate, i18n.language) : '—'),
      },
      { id: 'times', header: t('colonies.labels.timesPrinted'), cell: (l) => l.TimesPrinted },
      {
        id: 'last',
        header: t('colonies.labels.lastPrinted'),
        cell: (l) => (l.LastPrinted ? formatDisplayDate(l.LastPrinted, i18n.language) : '—'),
      },
      {
        id: 'actions',
        header: t('colonies.actions'),
        headerHidden: true,
        cell: (l) =>
          l.Status === 'Void' ? null : (
            <Flex gap="xs" wrap="wrap">
              <Button size="small" onClick={() => doReprint([l])} isDisabled={reprint.isPending}>
                {t('colonies.labels.reprint')}
              </Button>
              <Button size="small" onClick={() => setReplacing(l)}>
                {t('colonies.labels.replace')}
              </Button>
            </Flex>
          ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language, reprint.isPending],
  );

  const printable = (results.data ?? []).filter((l) => l.Status !== 'Void');
  return (
    <section aria-labelledby="reprint-title">
      <PageHead id="reprint-title" title={t('menu.admin/reprintqr')}>
        <Button onClick={() => setTemplateOpen(true)}>{t('colonies.template.open')}</Button>
      </PageHead>
      <p>{t('colonies.labels.reprintIntro')}</p>
      <SchemaForm
        form={form}
        gap="small"
        className="colonies-form"
        onSubmit={form.handleSubmit((v) => setSearch({ By: v.By, Value: v.Value.trim() }))}
      >
        <FormSelectField
          name="By"
          label={t('colonies.labels.searchBy')}
          choices={QR_SEARCH_BY.map((b) => ({ value: b, label: t(`colonies.labels.by.${b}`) }))}
        />
        <FormTextField name="Value" label={t('colonies.labels.searchFor')} autoComplete="off" />
        <div>
          <SubmitButton busy={results.isFetching}>{t('colonies.labels.search')}</SubmitButton>
        </div>
      </SchemaForm>
      <FormError message={results.error ? failureMessage(results.error) : null} />
      {results.isFetching && <Spinner label={t('common.loading')} />}
      {results.data && (
        <>
          <div className="colonies-actions">
            <Button onClick={() => doReprint(printable)} isDisabled={!printable.length || reprint.isPending}>
              {t('colonies.labels.reprintAll', { count: printable.length })}
            </Button>
          </div>
          <DataTable
            label={t('colonies.labels.results')}
            columns={columns}
            rows={results.data}
            rowId={(l) => l.Token}
            rowAttributes={(l) => ({ 'data-token': l.Token })}
            emptyText={t('colonies.labels.noneFound')}
          />
        </>
      )}
      {templateOpen && <SetTemplateDialog onClose={() => setTemplateOpen(false)} />}
      {replacing && (
        <ConfirmDialog
          open
          title={t('colonies.labels.replace')}
          message={t('colonies.labels.replaceConfirm', { code: groupedToken(replacing.Token) })}
          busy={replace.isPending}
          onCancel={() => setReplacing(null)}
          onConfirm={() =>
            replace.mutate(replacing.Token, {
              onSuccess: (fresh) => {
                setReplacing(null);
                showAlert('success', t('colonies.labels.replacedWith', { code: groupedToken(fresh.Token) }));
                void sheetOf([fresh], 'bee-watch-label-replacement.pdf');
              },
              onError: (err) => {
                setReplacing(null);
                showAlert('error', failureMessage(err));
              },
            })
          }
        />
      )}
    </section>
  );
}
