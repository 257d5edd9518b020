import type { FoulbroodCase, TracingList } from '@beewatch/shared';
import { Button, Flex, Loader, Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { Modal } from '@/components/ui/modal';
import { formatDisplayDay } from '@/lib/dates';
import { useTracingList } from '../api/get-tracing-list';
import { saveCsv } from '@/lib/csv';
import { formatDecimal } from '@/lib/numbers';

type Row = TracingList['Apiaries'][number];

/**
 * The tracing list of a confirmed case (role-screens §8.1): the domain's apiaries within 3 km,
 * nearest first, with keeper, colonies and last inspection; exportable as a visit list.
 */
export function TracingDialog({
  foulbroodCase,
  onClose,
}: {
  foulbroodCase: FoulbroodCase;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const list = useTracingList(foulbroodCase.InspectionID);
  const columns: DataColumn<Row>[] = [
    { id: 'apiary', header: t('inspections.col.apiary'), cell: (a) => a.Name },
    {
      id: 'distance',
      header: t('inspections.col.distance'),
      cell: (a) => `${formatDecimal(a.DistanceM / 1000, 1, i18n.language)} km`,
    },
    { id: 'beekeeper', header: t('inspections.col.beekeeper'), cell: (a) => a.BeekeeperName },
    { id: 'phone', header: t('inspections.col.phone'), cell: (a) => a.BeekeeperPhone ?? '–' },
    { id: 'colonies', header: t('inspections.col.colonies'), cell: (a) => a.Colonies },
    {
      id: 'last',
      header: t('inspections.col.lastInspection'),
      cell: (a) =>
        a.LastInspectionDate ? formatDisplayDay(a.LastInspectionDate, i18n.language) : t('inspections.never'),
    },
  ];
  const exportList = () =>
    saveCsv(
      (list.data?.Apiaries ?? []).map((a) => ({
        Apiary: a.Name,
        PostCode: a.AreaUnit,
        DistanceKm: (a.DistanceM / 1000).toFixed(1),
        Beekeeper: a.BeekeeperName,
        Phone: a.BeekeeperPhone ?? '',
        Colonies: a.Colonies,
        LastInspection: a.LastInspectionDate ?? '',
      })),
      `tracing-${foulbroodCase.ApiaryName.replace(/[^\w-]+/g, '-')}.csv`,
    );
  return (
    <Modal
      open
      size="lg"
      title={t('inspections.tracing.title', { apiary: foulbroodCase.ApiaryName })}
      onClose={onClose}
    >
      {list.isPending && <Loader ariaLabel={t('common.loading')} />}
      {list.isError && <Text role="alert">{t('common.requestFailed')}</Text>}
      {list.data && (
        <Flex direction="column" gap="small">
          <Text>{t('inspections.tracing.summary', { count: list.data.Apiaries.length })}</Text>
          {list.data.OutsideDomain > 0 && (
            <Text>{t('inspections.tracing.outside', { count: list.data.OutsideDomain })}</Text>
          )}
          <DataTable
            label={t('inspections.tracing.tableLabel')}
            columns={columns}
            rows={list.data.Apiaries}
            rowId={(a) => a.ApiaryID}
            emptyText={t('inspections.tracing.none')}
          />
          <Flex gap="small">
            <Button size="small" onClick={exportList} isDisabled={list.data.Apiaries.length === 0}>
              {t('inspections.tracing.export')}
            </Button>
          </Flex>
        </Flex>
      )}
    </Modal>
  );
}
