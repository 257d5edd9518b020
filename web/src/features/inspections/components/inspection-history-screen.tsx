import {
  countyStatistics,
  type Inspection,
  INSPECTION_REASONS,
  type InspectionListQuery,
  InspectionMsg,
  standstillOpen,
} from '@beewatch/shared';
import { Button, CheckboxField, Flex, Heading, Loader, Text, TextField } from '@aws-amplify/ui-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectFilter } from '@/components/ui/select-filter';
import { useSearchParams } from 'react-router-dom';
import { useAlerts } from '@/components/ui/alerts';
import { CellStack, DataTable, type DataColumn } from '@/components/ui/data-table';
import { formatDisplayDay, localDay } from '@/lib/dates';
import { labelled, translateMessage, type MessageSource } from '@/lib/i18n';
import { useInspections } from '../api/get-inspections';
import './inspections.css';
import { saveCsv } from '@/lib/csv';
import { InspectionFormDialog } from './inspection-form-dialog';
import { LabResultDialog, LiftStandstillDialog } from './notice-dialogs';
import { ListError } from '@/components/ui/list-error';

const startOfYear = () => `${new Date().getUTCFullYear()}-01-01`;

/** The yes/no filters, each a checkbox with its label's key. */
const FLAG_FILTERS = [
  ['NoticeOpen', 'inspections.filters.noticeOpen'],
  ['FollowUpOverdue', 'inspections.filters.followUpOverdue'],
  ['Mine', 'inspections.filters.mine'],
] as const;

type Dialog = { kind: 'edit' | 'lift' | 'lab'; inspection: Inspection };

/**
 * beeinspector/inspectionhistory (role-screens §8.3): the domain's inspections with the
 * filters of the design (dates, reason, disease found, notice open, follow-up overdue, own or
 * all inspectors, one apiary from the worklist), and per record: open and edit, lift standstill,
 * record lab result; the per-colony rows folded under each record; export of the list, of the
 * per-colony rows and of the per-county statistics in data.gov.uk's
 * 'Foulbrood samples in England apiaries' layout.
 */
export function InspectionHistoryScreen() {
  const { t, i18n } = useTranslation();
  const { showAlert } = useAlerts();
  const [params, setParams] = useSearchParams();
  const apiaryId = params.get('ApiaryID') ?? undefined;
  const [filters, setFilters] = useState({
    FromDate: startOfYear(),
    ToDate: localDay(),
    Reason: '',
    Disease: '',
    NoticeOpen: false,
    FollowUpOverdue: false,
    Mine: false,
  });
  const query: InspectionListQuery = {
    FromDate: filters.FromDate,
    ToDate: filters.ToDate,
    ...(filters.Reason ? { Reason: filters.Reason as InspectionListQuery['Reason'] } : {}),
    ...(filters.Disease ? { Disease: filters.Disease as InspectionListQuery['Disease'] } : {}),
    ...(filters.NoticeOpen ? { NoticeOpen: 'true' as const } : {}),
    ...(filters.FollowUpOverdue ? { FollowUpOverdue: 'true' as const } : {}),
    ...(filters.Mine ? { Inspector: 'mine' as const } : {}),
    ...(apiaryId ? { ApiaryID: apiaryId } : {}),
  };
  const rangeOk = Boolean(filters.FromDate && filters.ToDate && filters.FromDate <= filters.ToDate);
  const list = useInspections(query, rangeOk);
  const rows = useMemo(() => (rangeOk ? (list.data ?? []) : []), [list.data, rangeOk]);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const day = (d: string | null) => (d ? formatDisplayDay(d, i18n.language) : '–');
  const fb = (status: Inspection['AfbStatus'], colonies: number) =>
    status === 'None'
      ? t('inspections.foulbrood.None')
      : `${t(`inspections.foulbrood.${status}`)} (${colonies})`;
  const yesNo = (checked: boolean, found: boolean) =>
    !checked ? t('inspections.notChecked') : found ? t('inspections.found') : t('inspections.notFound');
  const set = (patch: Partial<typeof filters>) => setFilters((f) => ({ ...f, ...patch }));
  const done = (message: MessageSource) => {
    setDialog(null);
    showAlert('success', message);
  };

  const columns: DataColumn<Inspection>[] = [
    { id: 'date', header: t('inspections.col.date'), cell: (i) => day(i.VisitDate) },
    {
      id: 'apiary',
      header: t('inspections.col.apiary'),
      cell: (i) => (
        <CellStack
          main={i.ApiaryName}
          notes={[
            labelled(t('inspections.col.beekeeper'), i.BeekeeperName ?? i.BeekeeperUserName),
            i.Generated && `(${t('inspections.generated')})`,
          ]}
        />
      ),
    },
    {
      id: 'reason',
      header: t('inspections.col.reason'),
      cell: (i) => (
        <>
          <CellStack
            main={t(`inspections.reason.${i.Reason}`)}
            notes={[
              labelled(
                t('inspections.col.coloniesKeptInspected'),
                `${i.ColoniesInApiary} / ${i.ColoniesInspected}`,
              ),
            ]}
          />
          <ColonyRowsDetail rows={i.ColonyRows} />
        </>
      ),
    },
    {
      id: 'findings',
      header: t('inspections.col.findings'),
      cell: (i) => (
        <>
          {labelled('AFB', fb(i.AfbStatus, i.AfbColonies))}
          <br />
          {labelled('EFB', fb(i.EfbStatus, i.EfbColonies))}
          <br />
          {labelled('SHB', yesNo(i.ShbChecked, i.ShbFound))} ·{' '}
          {labelled('Tropilaelaps', yesNo(i.TropilaelapsChecked, i.TropilaelapsFound))}
          <br />
          {labelled(t('inspections.col.varroa'), t(`inspections.varroa.${i.VarroaLevel}`))}
        </>
      ),
    },
    {
      id: 'samples',
      header: t('inspections.col.samples'),
      cell: (i) =>
        i.SampleTaken ? `${i.SampleRef} · ${t(`inspections.lab.${i.LabResult ?? 'Pending'}`)}` : '–',
    },
    {
      id: 'notices',
      header: t('inspections.col.notices'),
      cell: (i) => (
        <>
          {i.StandstillServed
            ? t(i.StandstillLiftedDate ? 'inspections.standstillLifted' : 'inspections.standstillOpen', {
                served: day(i.StandstillServedDate),
                lifted: day(i.StandstillLiftedDate),
              })
            : '–'}
          {i.ColoniesDestroyed + i.ColoniesShookSwarmed + i.ColoniesTreated > 0 && (
            <>
              <br />
              {t('inspections.art7', {
                destroyed: i.ColoniesDestroyed,
                shook: i.ColoniesShookSwarmed,
                treated: i.ColoniesTreated,
              })}
            </>
          )}
        </>
      ),
    },
    {
      id: 'status',
      header: t('inspections.col.status'),
      cell: (i) => (
        <CellStack
          main={`${t(`inspections.status.${i.Status}`)} · ${t(`inspections.outcome.${i.Outcome}`)}`}
          notes={[
            labelled(t('inspections.col.followUp'), day(i.FollowUpDue)),
            labelled(t('inspections.col.inspector'), i.InspectorUserName),
          ]}
        />
      ),
    },
    {
      id: 'actions',
      header: t('inspections.col.actions'),
      cell: (i) => (
        <Flex gap="xs" wrap="wrap">
          <Button
            size="small"
            onClick={() => setDialog({ kind: 'edit', inspection: i })}
            aria-label={t('inspections.editFor', { apiary: i.ApiaryName, date: day(i.VisitDate) })}
          >
            {t('inspections.edit')}
          </Button>
          {standstillOpen(i) && (
            <Button size="small" onClick={() => setDialog({ kind: 'lift', inspection: i })}>
              {t('inspections.lift.action')}
            </Button>
          )}
          {i.SampleTaken && (
            <Button size="small" onClick={() => setDialog({ kind: 'lab', inspection: i })}>
              {t('inspections.labDialog.action')}
            </Button>
          )}
        </Flex>
      ),
    },
  ];

  const exportList = () =>
    saveCsv(
      rows.map((i) => ({
        Date: i.VisitDate,
        Apiary: i.ApiaryName,
        PostCode: i.AreaUnit,
        County: i.County,
        Beekeeper: i.BeekeeperName ?? i.BeekeeperUserName,
        Reason: i.Reason,
        ColoniesInApiary: i.ColoniesInApiary,
        ColoniesInspected: i.ColoniesInspected,
        ColonyRows: i.ColonyRows.length,
        AFB: i.AfbStatus,
        AFBColonies: i.AfbColonies,
        EFB: i.EfbStatus,
        EFBColonies: i.EfbColonies,
        SHBChecked: i.ShbChecked,
        SHBFound: i.ShbFound,
        TropilaelapsChecked: i.TropilaelapsChecked,
        TropilaelapsFound: i.TropilaelapsFound,
        Varroa: i.VarroaLevel,
        SampleRef: i.SampleRef,
        LabResult: i.LabResult ?? '',
        StandstillServed: i.StandstillServedDate ?? '',
        StandstillLifted: i.StandstillLiftedDate ?? '',
        ColoniesDestroyed: i.ColoniesDestroyed,
        ColoniesShookSwarmed: i.ColoniesShookSwarmed,
        ColoniesTreated: i.ColoniesTreated,
        FollowUpDue: i.FollowUpDue ?? '',
        Outcome: i.Outcome,
        Status: i.Status,
        Inspector: i.InspectorUserName,
        Generated: i.Generated,
      })),
      `inspections-${filters.FromDate}-${filters.ToDate}.csv`,
    );
  const exportColonies = () =>
    saveCsv(
      rows.flatMap((i) =>
        i.ColonyRows.map((r) => ({
          Date: i.VisitDate,
          Apiary: i.ApiaryName,
          County: i.County,
          InspectionID: i.InspectionID,
          Hive: r.HiveName,
          ColonyID: r.ColonyID ?? '',
          QueenSeen: r.QueenSeen,
          EggsSeen: r.EggsSeen,
          BroodPattern: r.BroodPattern,
          FramesOfBees: r.FramesOfBees,
          Stores: r.Stores,
        })),
      ),
      `inspection-colonies-${filters.FromDate}-${filters.ToDate}.csv`,
    );
  const exportCounties = () =>
    saveCsv(
      countyStatistics(rows).map((r) => ({
        County: r.County,
        'Apiaries with AFB': r.ApiariesWithAFB,
        'Apiaries with EFB': r.ApiariesWithEFB,
        'Apiaries with negative samples': r.ApiariesWithNegativeSamples,
        'Total samples': r.TotalSamples,
      })),
      `foulbrood-by-county-${filters.FromDate}-${filters.ToDate}.csv`,
    );

  return (
    <section aria-labelledby="insp-history-title" className="inspections-screen">
      <Heading level={1} id="insp-history-title" tabIndex={-1}>
        {t('menu.beeinspector/inspectionhistory')}
      </Heading>
      <form
        className="inspections-filters"
        aria-label={t('inspections.filters.label')}
        onSubmit={(e) => e.preventDefault()}
      >
        <TextField
          label={t('inspections.filters.from')}
          type="date"
          value={filters.FromDate}
          onChange={(e) => set({ FromDate: e.target.value })}
        />
        <TextField
          label={t('inspections.filters.to')}
          type="date"
          value={filters.ToDate}
          onChange={(e) => set({ ToDate: e.target.value })}
          hasError={!rangeOk}
          errorMessage={translateMessage(InspectionMsg.dateRange)}
        />
        <SelectFilter
          label={t('inspections.form.reason')}
          value={filters.Reason}
          onChange={(v) => set({ Reason: v })}
          anyLabel={t('inspections.filters.all')}
          choices={INSPECTION_REASONS.map((r) => ({ value: r, label: t(`inspections.reason.${r}`) }))}
        />
        <SelectFilter
          label={t('inspections.filters.disease')}
          value={filters.Disease}
          onChange={(v) => set({ Disease: v })}
          anyLabel={t('inspections.filters.all')}
          choices={[
            { value: 'Any', label: t('inspections.filters.anyDisease') },
            { value: 'AFB', label: 'AFB' },
            { value: 'EFB', label: 'EFB' },
          ]}
        />
        {FLAG_FILTERS.map(([name, labelKey]) => (
          <CheckboxField
            key={name}
            name={name}
            value="true"
            label={t(labelKey)}
            checked={filters[name]}
            onChange={(e) => set({ [name]: e.target.checked })}
          />
        ))}
      </form>
      {apiaryId && (
        <Flex gap="small" alignItems="center" wrap="wrap">
          <Text>{t('inspections.filters.oneApiary', { apiary: rows[0]?.ApiaryName ?? '' })}</Text>
          <Button size="small" onClick={() => setParams({})}>
            {t('inspections.filters.allApiaries')}
          </Button>
        </Flex>
      )}
      <Flex gap="small" wrap="wrap" marginBlock="small">
        <Button size="small" onClick={exportList} isDisabled={rows.length === 0}>
          {t('inspections.exportList')}
        </Button>
        <Button size="small" onClick={exportColonies} isDisabled={!rows.some((i) => i.ColonyRows.length > 0)}>
          {t('inspections.exportColonies')}
        </Button>
        <Button size="small" onClick={exportCounties} isDisabled={rows.length === 0}>
          {t('inspections.exportCounties')}
        </Button>
      </Flex>
      <ListError query={list} />
      {list.isPending && rangeOk && <Loader ariaLabel={t('common.loading')} />}
      <DataTable
        label={t('menu.beeinspector/inspectionhistory')}
        columns={columns}
        rows={rows}
        rowId={(i) => i.InspectionID}
        rowAttributes={(i) => ({ 'data-inspection': i.InspectionID })}
        loading={rangeOk && list.isPending}
        emptyText={t('inspections.noInspections')}
      />
      {dialog?.kind === 'edit' && (
        <InspectionFormDialog
          apiary={{
            ApiaryID: dialog.inspection.ApiaryID,
            Name: dialog.inspection.ApiaryName,
            Colonies: dialog.inspection.ColoniesInApiary,
          }}
          existing={dialog.inspection}
          onClose={() => setDialog(null)}
          onSaved={(_s, message) => done(message)}
        />
      )}
      {dialog?.kind === 'lift' && (
        <LiftStandstillDialog inspection={dialog.inspection} onClose={() => setDialog(null)} onDone={done} />
      )}
      {dialog?.kind === 'lab' && (
        <LabResultDialog inspection={dialog.inspection} onClose={() => setDialog(null)} onDone={done} />
      )}
    </section>
  );
}

/** The per-colony rows of a record, folded under their count (nothing when none were recorded). */
function ColonyRowsDetail({ rows }: { rows: Inspection['ColonyRows'] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <details className="colony-rows-detail">
      <summary>{t('inspections.rows.summary', { count: rows.length })}</summary>
      <ul>
        {rows.map((r, n) => (
          <li key={`${r.ColonyID ?? r.HiveName}-${n}`}>
            <strong>{r.HiveName}</strong>:{' '}
            {[
              t(r.QueenSeen ? 'inspections.rows.queenYes' : 'inspections.rows.queenNo'),
              t(r.EggsSeen ? 'inspections.rows.eggsYes' : 'inspections.rows.eggsNo'),
              t('inspections.rows.broodLine', {
                pattern: t(`inspections.rows.broodPattern.${r.BroodPattern}`),
              }),
              t('inspections.rows.framesLine', { count: r.FramesOfBees }),
              t('inspections.rows.storesLine', { level: t(`inspections.rows.storesLevel.${r.Stores}`) }),
            ].join(', ')}
          </li>
        ))}
      </ul>
    </details>
  );
}
