import {
  GenerateQrBatchFields,
  Msg,
  QR_BATCH_MAX,
  QR_LAYOUTS,
  QR_SIZES,
  type QrBatch,
} from '@beewatch/shared';
import { Button, Flex, Heading } from '@aws-amplify/ui-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/ui/alerts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import {
  FormCheckboxField,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
  FormSubmit,
  SchemaForm,
  useSchemaForm,
} from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import { formatDisplayDate } from '@/lib/dates';
import { useGenerateQrBatch } from '../api/generate-qr-batch';
import { useDownloadBatchSheet } from '../api/get-batch-labels';
import { useQrBatches } from '../api/get-qr-batches';
import { useMarkBatchPrinted } from '../api/mark-batch-printed';
import { useVoidUnusedLabels } from '../api/void-unused-labels';
import { SetTemplateDialog } from './set-template-dialog';
import './colonies.css';
import { PageHead } from '@/components/ui/page-head';
import { failureMessage } from '@/lib/server-error';

const BatchForm = GenerateQrBatchFields;

/**
 * admin/qrcode (role-screens §1.11): generate batches of colony QR labels (random tokens made on
 * the server), download a batch's printable A4 sheet, mark it printed, void its unused labels.
 * 'Set Template' opens the import-columns popup (spec §2.4).
 */
export function QrBatchesScreen() {
  const { t, i18n } = useTranslation();
  const batches = useQrBatches();
  const generate = useGenerateQrBatch();
  const markPrinted = useMarkBatchPrinted();
  const voidUnused = useVoidUnusedLabels();
  const { showAlert } = useAlerts();
  const [templateOpen, setTemplateOpen] = useState(false);
  const [voiding, setVoiding] = useState<QrBatch | null>(null);
  const sheet = useDownloadBatchSheet();
  const { form, submit, serverError } = useSchemaForm(BatchForm, {
    onSubmit: async (values) => {
      const data = await generate.mutateAsync(values);
      showAlert('success', t('colonies.batches.generated', { count: data.Batch.Count }), { autoClose: true });
      form.reset({ ...values, Note: '' });
    },
    defaultValues: {
      Count: 12,
      AssignedTo: '',
      Note: '',
      Layout: '2x4' as const,
      Size: 'M' as const,
      IncludeLogo: true,
      PrintColonyName: true,
    },
  });

  const pdf = (batchId: string) =>
    sheet.mutate(batchId, { onError: (err) => showAlert('error', failureMessage(err)) });

  const columns = useMemo<DataColumn<QrBatch>[]>(
    () => [
      {
        id: 'created',
        header: t('colonies.batches.created'),
        cell: (b) => formatDisplayDate(b.CreatedDate, i18n.language),
      },
      { id: 'by', header: t('colonies.batches.createdBy'), cell: (b) => b.CreatedBy },
      { id: 'count', header: t('colonies.batches.count'), cell: (b) => b.Count },
      { id: 'assigned', header: t('colonies.batches.assignedTo'), cell: (b) => b.AssignedTo || '—' },
      { id: 'linked', header: t('colonies.batches.linked'), cell: (b) => b.Linked },
      { id: 'voided', header: t('colonies.batches.voided'), cell: (b) => b.Voided },
      {
        id: 'printed',
        header: t('colonies.batches.printed'),
        cell: (b) =>
          b.LastPrinted
            ? t('colonies.batches.printedOn', {
                count: b.PrintedCount,
                date: formatDisplayDate(b.LastPrinted, i18n.language),
              })
            : t('colonies.batches.notPrinted'),
      },
      { id: 'note', header: t('colonies.batches.note'), cell: (b) => b.Note },
      {
        id: 'actions',
        header: t('colonies.actions'),
        headerHidden: true,
        cell: (b) => (
          <Flex gap="xs" wrap="wrap">
            <Button
              size="small"
              onClick={() => pdf(b.BatchID)}
              isDisabled={sheet.isPending && sheet.variables === b.BatchID}
            >
              {t('colonies.batches.pdf')}
            </Button>
            <Button
              size="small"
              onClick={() => markPrinted.mutate(b.BatchID)}
              isDisabled={markPrinted.isPending}
            >
              {t('colonies.batches.markPrinted')}
            </Button>
            <Button
              size="small"
              onClick={() => setVoiding(b)}
              isDisabled={b.Count - b.Linked - b.Voided <= 0}
            >
              {t('colonies.batches.voidUnused')}
            </Button>
          </Flex>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language, sheet.isPending, sheet.variables, markPrinted.isPending],
  );

  return (
    <section aria-labelledby="qr-title">
      <PageHead id="qr-title" title={t('menu.admin/qrcode')}>
        <Button onClick={() => setTemplateOpen(true)}>{t('colonies.template.open')}</Button>
      </PageHead>
      <p>{t('colonies.batches.intro')}</p>
      <SchemaForm form={form} gap="small" onSubmit={submit} className="colonies-form">
        <Heading level={2}>{t('colonies.batches.new')}</Heading>
        <FormTextField
          name="Count"
          label={t('colonies.batches.countField', { max: QR_BATCH_MAX })}
          type="number"
          min={1}
          max={QR_BATCH_MAX}
        />
        <FormTextField
          name="AssignedTo"
          label={t('colonies.batches.assignField')}
          descriptiveText={t('colonies.batches.assignHint')}
          autoComplete="off"
        />
        <FormTextAreaField name="Note" label={t('colonies.batches.note')} rows={2} maxLength={200} />
        <Flex gap="small" wrap="wrap">
          <FormSelectField
            name="Layout"
            label={t('colonies.print.layout')}
            choices={QR_LAYOUTS.map((l) => ({ value: l, label: t(`colonies.print.layouts.${l}`) }))}
          />
          <FormSelectField
            name="Size"
            label={t('colonies.print.size')}
            choices={QR_SIZES.map((s) => ({ value: s, label: t(`colonies.print.sizes.${s}`) }))}
          />
        </Flex>
        <FormCheckboxField name="IncludeLogo" label={t('colonies.print.logo')} />
        <FormCheckboxField name="PrintColonyName" label={t('colonies.print.colonyName')} />
        <div>
          <FormSubmit error={serverError}>{t('colonies.batches.generate')}</FormSubmit>
        </div>
      </SchemaForm>
      <Heading level={2}>{t('colonies.batches.list')}</Heading>
      {batches.isPending && <Spinner label={t('common.loading')} />}
      {batches.data && (
        <DataTable
          label={t('colonies.batches.list')}
          columns={columns}
          rows={batches.data}
          rowId={(b) => b.BatchID}
          rowAttributes={(b) => ({ 'data-batch': b.BatchID })}
          emptyText={t('colonies.batches.none')}
        />
      )}
      {templateOpen && <SetTemplateDialog onClose={() => setTemplateOpen(false)} />}
      {voiding && (
        <ConfirmDialog
          open
          title={t('colonies.batches.voidUnused')}
          message={t('colonies.batches.voidConfirm', {
            count: voiding.Count - voiding.Linked - voiding.Voided,
          })}
          busy={voidUnused.isPending}
          onCancel={() => setVoiding(null)}
          onConfirm={() =>
            voidUnused.mutate(voiding.BatchID, {
              onSuccess: () => {
                setVoiding(null);
                showAlert('success', Msg.dataSaved, { autoClose: true });
              },
            })
          }
        />
      )}
    </section>
  );
}
