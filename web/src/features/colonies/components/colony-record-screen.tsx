import {
  tokenFromLabelText,
  type Activity,
  type ImportColumnValue,
  type MedicineRecord,
} from '@beewatch/shared';
import { Alert, Button, Flex, Heading, Text, TextField } from '@aws-amplify/ui-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { FormError } from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import { formatDisplayDay } from '@/lib/dates';
import { useOpenColonyByToken } from '../api/get-colony-by-token';
import { useColonies } from '../api/get-colonies';
import { useColonyRecord } from '../api/get-colony-record';
import { ActivityDialog } from './activity-dialog';
import { ImportDialog } from './import-dialog';
import { MedicineDialog } from './medicine-dialog';
import { QrPhotoField } from './qr-photo-field';
import './colonies.css';
import { PageHead } from '@/components/ui/page-head';
import { failureMessage } from '@/lib/server-error';

const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * beekeeper/treatmenthistoryfromcolonyimage (role-screens §5.5): open a colony by a photo of its QR
 * label (decoded in the browser) or its typed code — or from the QR's own link (`?token=`) or the
 * colonies list (`?colony=`) — then its activity log in the Set Template columns, the import of a
 * CSV/xlsx by that template, and the veterinary medicine record the law requires, with a banner
 * while a withdrawal period runs.
 */
export function ColonyRecordScreen() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const colonyId = params.get('colony');
  const record = useColonyRecord(colonyId);
  const open = useOpenColonyByToken();
  const colonies = useColonies();
  const [typed, setTyped] = useState('');
  const [dialog, setDialog] = useState<'activity' | 'medicine' | 'import' | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const openToken = (text: string) =>
    open.mutate(text, {
      onSuccess: (r) => setParams({ colony: r.Colony.ColonyID }, { replace: true }),
    });

  // A label scanned with the phone's camera app opens this page with its token.
  const linkToken = params.get('token');
  useEffect(() => {
    if (linkToken) openToken(linkToken);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linkToken]);
  useEffect(() => {
    if (record.data) heading.current?.focus();
  }, [record.data?.Colony.ColonyID]); // eslint-disable-line react-hooks/exhaustive-deps

  const data = record.data;
  const shown = useMemo(
    () => (data?.Template.Columns ?? []).filter((c) => c.IsCheked).map((c) => c.value),
    [data?.Template.Columns],
  );
  const activityColumns = useMemo<DataColumn<Activity>[]>(() => {
    const cell: Record<ImportColumnValue, (a: Activity) => React.ReactNode> = {
      ActivityDate: (a) => formatDisplayDay(a.ActivityDate, i18n.language),
      Activity: (a) => t(`colonies.activities.${a.Activity}`),
      Hive: (a) => a.Hive || '—',
      CurrentColonies: (a) => a.CurrentColonies ?? '—',
      Harvest: (a) => (a.Harvest === null ? '—' : t('colonies.kg', { value: a.Harvest })),
      Description: (a) => a.Description,
    };
    return shown.map((value) => ({ id: value, header: t(`colonies.columns.${value}`), cell: cell[value] }));
  }, [shown, t, i18n.language]);
  const medicineColumns = useMemo<DataColumn<MedicineRecord>[]>(
    () => [
      {
        id: 'date',
        header: t('colonies.medicine.date'),
        cell: (m) => formatDisplayDay(m.DateAdministered, i18n.language),
      },
      {
        id: 'product',
        header: t('colonies.medicine.productBatch'),
        cell: (m) => (
          <>
            {m.Product}
            <br />
            <small>{t('colonies.medicine.batchOf', { batch: m.BatchNumber })}</small>
          </>
        ),
      },
      { id: 'quantity', header: t('colonies.medicine.quantity'), cell: (m) => m.Quantity },
      {
        id: 'withdrawal',
        header: t('colonies.medicine.withdrawalShort'),
        cell: (m) =>
          t('colonies.medicine.withdrawalCell', {
            count: m.WithdrawalDays,
            date: formatDisplayDay(m.WithdrawalEnds, i18n.language),
          }),
      },
      { id: 'colonies', header: t('colonies.medicine.colonies'), cell: (m) => m.Colonies.join(', ') },
      {
        id: 'keep',
        header: t('colonies.medicine.keepUntil'),
        cell: (m) => formatDisplayDay(m.RetainUntil, i18n.language),
      },
    ],
    [t, i18n.language],
  );

  const withdrawalEnd = (data?.Medicines ?? [])
    .map((m) => m.WithdrawalEnds)
    .filter((d) => d > todayIso())
    .sort()
    .at(-1);
  const typedToken = tokenFromLabelText(typed);

  return (
    <section aria-labelledby="colony-record-title">
      <PageHead
        id="colony-record-title"
        title={t('menu.beekeeper/treatmenthistoryfromcolonyimage')}
      ></PageHead>
      <p>{t('colonies.record.intro')}</p>
      <Flex direction="column" gap="small" className="colonies-form">
        <QrPhotoField label={t('colonies.record.photo')} onToken={openToken} />
        <Flex
          as="form"
          gap="small"
          alignItems="flex-end"
          wrap="wrap"
          onSubmit={(e) => {
            e.preventDefault();
            if (typedToken) openToken(typedToken);
          }}
        >
          <TextField
            label={t('colonies.record.typed')}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            descriptiveText={t('colonies.record.typedHint')}
          />
          <Button type="submit" isDisabled={!typedToken || open.isPending}>
            {t('colonies.record.open')}
          </Button>
        </Flex>
        <FormError message={open.error ? failureMessage(open.error) : null} />
      </Flex>
      {(open.isPending || record.isFetching) && <Spinner label={t('common.loading')} />}
      <FormError message={record.error ? failureMessage(record.error) : null} />
      {data && (
        <div data-colony-record={data.Colony.ColonyID}>
          <Heading level={2} ref={heading} tabIndex={-1}>
            {t('colonies.record.title', { name: data.Colony.Name, apiary: data.Colony.ApiaryName })}
          </Heading>
          <Text>
            {t('colonies.record.status', { status: t(`colonies.statuses.${data.Colony.Status}`) })}
            {data.Colony.Notes ? ` — ${data.Colony.Notes}` : ''}
          </Text>
          {withdrawalEnd && (
            <Alert variation="warning" className="colonies-banner" role="status">
              {t('colonies.medicine.banner', { date: formatDisplayDay(withdrawalEnd, i18n.language) })}
            </Alert>
          )}
          <div className="colonies-actions">
            <Button variation="primary" onClick={() => setDialog('activity')}>
              {t('colonies.activity.add')}
            </Button>
            <Button onClick={() => setDialog('import')}>{t('colonies.import.title')}</Button>
            <Button onClick={() => setDialog('medicine')} isDisabled={!colonies.data}>
              {t('colonies.medicine.add')}
            </Button>
          </div>
          <Heading level={3}>{t('colonies.activity.log')}</Heading>
          <DataTable
            label={t('colonies.activity.log')}
            columns={activityColumns}
            rows={data.Activities}
            rowId={(a) => a.ActivityID}
            emptyText={t('colonies.activity.none')}
          />
          <Heading level={3}>{t('colonies.medicine.title')}</Heading>
          <Text>{t('colonies.medicine.law')}</Text>
          <DataTable
            label={t('colonies.medicine.title')}
            columns={medicineColumns}
            rows={data.Medicines}
            rowId={(m) => m.RecordID}
            rowAttributes={(m) => ({ 'data-medicine': m.Product })}
            emptyText={t('colonies.medicine.none')}
          />
          {dialog === 'activity' && <ActivityDialog record={data} onClose={() => setDialog(null)} />}
          {dialog === 'import' && <ImportDialog record={data} onClose={() => setDialog(null)} />}
          {dialog === 'medicine' && colonies.data && (
            <MedicineDialog record={data} colonies={colonies.data} onClose={() => setDialog(null)} />
          )}
        </div>
      )}
    </section>
  );
}
