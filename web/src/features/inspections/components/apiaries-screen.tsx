import { CASE_RADIUS_M, type FoulbroodCase, type WorklistApiary } from '@beewatch/shared';
import { Badge, Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SitesMap, type SitesMapData } from '@/components/map/sites-map';
import { useAlerts } from '@/components/ui/alerts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CellStack, DataTable, type DataColumn } from '@/components/ui/data-table';
import { QueryStatus } from '@/components/ui/query-status';
import { formatDisplayDay } from '@/lib/dates';
import { circleRing } from '@/lib/map-geometry';
import { useDomainApiaries } from '../api/get-domain-apiaries';
import './inspections.css';
import { useNotifyBeekeepersNear } from '../api/notify-beekeepers-near';
import { saveCsv } from '@/lib/csv';
import { InspectionFormDialog, type InspectedApiary } from './inspection-form-dialog';
import { SeasonFiguresCards } from './season-figures';
import { TracingDialog } from './tracing-dialog';
import { failureMessage } from '@/lib/server-error';

type Flag = 'standstill' | 'disease' | 'nearCase' | 'overdue';

const flagsOf = (a: WorklistApiary): Flag[] => [
  ...(a.StandstillOpen ? (['standstill'] as const) : []),
  ...(a.DiseaseConfirmed ? (['disease'] as const) : []),
  ...(a.NearCase ? (['nearCase'] as const) : []),
  ...(a.Overdue ? (['overdue'] as const) : []),
];

/**
 * beeinspector/apiaries (role-screens §8.1), the inspector's landing: the apiaries of their
 * domain on a map (exact points: inspectors are the one role that sees them) with the confirmed
 * cases' 3 km rings, open standstills and overdue apiaries; the season's figures (NBU format);
 * the confirmed cases with their tracing list and the 3 km notice to beekeepers; the worklist
 * with 'Start inspection' and its export.
 */
export function InspectorApiariesScreen() {
  const { t, i18n } = useTranslation();
  const ws = useDomainApiaries();
  const { showAlert } = useAlerts();
  const notify = useNotifyBeekeepersNear();
  const [inspecting, setInspecting] = useState<InspectedApiary | null>(null);
  const [tracing, setTracing] = useState<FoulbroodCase | null>(null);
  const [notifying, setNotifying] = useState<FoulbroodCase | null>(null);
  const [flaggedOnly, setFlaggedOnly] = useState(false);
  const day = (d: string | null) => (d ? formatDisplayDay(d, i18n.language) : '–');

  const data = ws.data;
  const rows = useMemo(
    () => (data?.Apiaries ?? []).filter((a) => !flaggedOnly || flagsOf(a).length > 0),
    [data, flaggedOnly],
  );
  const mapData = useMemo<SitesMapData>(
    () => ({
      fit: true,
      zoom: 11,
      points: (data?.Apiaries ?? []).map((a) => ({
        id: a.ApiaryID,
        lat: a.Latitude,
        lng: a.Longitude,
        kind: a.DiseaseConfirmed
          ? 'case'
          : a.StandstillOpen
            ? 'standstill'
            : a.Overdue
              ? 'overdue'
              : 'apiary',
        lines: [a.Name, a.BeekeeperName, ...flagsOf(a).map((f) => t(`inspections.flag.${f}`))],
        place: a.AreaUnit,
      })),
      arrows: [],
      polygons: (data?.Cases ?? []).map((c) => ({
        id: `ring-${c.InspectionID}`,
        kind: 'ring' as const,
        ring: circleRing(c.Latitude, c.Longitude, CASE_RADIUS_M),
      })),
    }),
    [data, t],
  );

  const columns = useMemo<DataColumn<WorklistApiary>[]>(
    () => [
      {
        id: 'beekeeper',
        header: t('inspections.col.beekeeper'),
        cell: (a) => (
          <CellStack
            main={a.BeekeeperName}
            notes={[a.BeekeeperPhone && <a href={`tel:${a.BeekeeperPhone}`}>{a.BeekeeperPhone}</a>]}
          />
        ),
      },
      { id: 'apiary', header: t('inspections.col.apiary'), cell: (a) => a.Name },
      { id: 'unit', header: t('inspections.col.postCode'), cell: (a) => a.PostCode ?? a.AreaUnit },
      { id: 'colonies', header: t('inspections.col.colonies'), cell: (a) => a.Colonies },
      {
        id: 'last',
        header: t('inspections.col.lastInspection'),
        cell: (a) =>
          a.LastInspectionDate
            ? `${day(a.LastInspectionDate)} · ${t(`inspections.outcome.${a.LastOutcome}`)}`
            : t('inspections.never'),
      },
      {
        id: 'flags',
        header: t('inspections.col.flags'),
        cell: (a) => (
          <Flex gap="xxs" wrap="wrap">
            {flagsOf(a).map((f) => (
              <Badge
                key={f}
                size="small"
                variation={f === 'overdue' ? 'info' : f === 'nearCase' ? 'warning' : 'error'}
              >
                {t(`inspections.flag.${f}`)}
              </Badge>
            ))}
          </Flex>
        ),
      },
      { id: 'due', header: t('inspections.col.nextDue'), cell: (a) => day(a.NextDue) },
      {
        id: 'actions',
        header: t('inspections.col.actions'),
        cell: (a) => (
          <Flex gap="xs" wrap="wrap">
            <Button
              size="small"
              variation="primary"
              onClick={() => setInspecting({ ApiaryID: a.ApiaryID, Name: a.Name, Colonies: a.Colonies })}
              aria-label={t('inspections.startFor', { apiary: a.Name })}
            >
              {t('inspections.start')}
            </Button>
            <Link to={`/beeinspector/inspectionhistory?ApiaryID=${a.ApiaryID}`}>
              {t('inspections.history')}
            </Link>
          </Flex>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );

  const exportWorklist = () =>
    saveCsv(
      rows.map((a) => ({
        Beekeeper: a.BeekeeperName,
        Phone: a.BeekeeperPhone ?? '',
        Apiary: a.Name,
        PostCode: a.PostCode ?? a.AreaUnit,
        Latitude: a.Latitude,
        Longitude: a.Longitude,
        Colonies: a.Colonies,
        LastInspection: a.LastInspectionDate ?? '',
        LastOutcome: a.LastOutcome ?? '',
        Flags: flagsOf(a).join(' '),
        NextDue: a.NextDue,
      })),
      'inspection-worklist.csv',
    );

  return (
    <section aria-labelledby="insp-apiaries-title" className="inspections-screen">
      <Heading level={1} id="insp-apiaries-title" tabIndex={-1}>
        {t('menu.beeinspector/apiaries')}
      </Heading>
      <QueryStatus query={ws} />
      {data && (
        <>
          <Text>
            {t('inspections.domainSummary', { name: data.DomainName || '–', count: data.Apiaries.length })}
          </Text>
          <Text fontSize="small" className="muted">
            {t('inspections.confidential')}
          </Text>
          <SeasonFiguresCards figures={data.Figures} />
          <SitesMap data={mapData} label={t('inspections.mapLabel')} height={380} hideList />
          <ul className="inspections-legend" aria-label={t('inspections.legend.label')}>
            {(['case', 'standstill', 'overdue', 'apiary', 'ring'] as const).map((k) => (
              <li key={k}>
                <span className={`legend-swatch legend-${k}`} aria-hidden="true" />{' '}
                {t(`inspections.legend.${k}`)}
              </li>
            ))}
          </ul>

          <Heading level={2}>{t('inspections.cases.title')}</Heading>
          {data.Cases.length === 0 ? (
            <Text>{t('inspections.cases.none')}</Text>
          ) : (
            <ul className="inspections-cases">
              {data.Cases.map((c) => (
                <li key={c.InspectionID} data-case={c.InspectionID}>
                  <Text as="span" fontWeight="bold">
                    {t(`inspections.disease.${c.Disease}`)}
                  </Text>{' '}
                  · {c.ApiaryName} ({c.AreaUnit}) · {day(c.VisitDate)}
                  {c.StandstillOpen && <> · {t('inspections.flag.standstill')}</>}
                  {c.NeighboursNotifiedAt && (
                    <>
                      {' '}
                      ·{' '}
                      {t('inspections.cases.notifiedOn', { date: day(c.NeighboursNotifiedAt.slice(0, 10)) })}
                    </>
                  )}
                  <Flex gap="xs" wrap="wrap" marginTop="xxs">
                    <Button size="small" onClick={() => setTracing(c)}>
                      {t('inspections.cases.tracing')}
                    </Button>
                    <Button size="small" onClick={() => setNotifying(c)}>
                      {t('inspections.cases.notify')}
                    </Button>
                  </Flex>
                </li>
              ))}
            </ul>
          )}

          <Heading level={2}>{t('inspections.worklist')}</Heading>
          <Flex gap="small" wrap="wrap" alignItems="center">
            <Button size="small" onClick={() => setFlaggedOnly((v) => !v)} aria-pressed={flaggedOnly}>
              {t('inspections.flaggedOnly')}
            </Button>
            <Button size="small" onClick={exportWorklist} isDisabled={rows.length === 0}>
              {t('inspections.exportWorklist')}
            </Button>
          </Flex>
          <DataTable
            label={t('inspections.worklist')}
            columns={columns}
            rows={rows}
            rowId={(a) => a.ApiaryID}
            rowAttributes={(a) => ({ 'data-apiary': a.Name })}
            emptyText={t('inspections.noApiaries')}
          />
        </>
      )}
      {inspecting && (
        <InspectionFormDialog
          apiary={inspecting}
          onClose={() => setInspecting(null)}
          onSaved={(_saved, message) => {
            setInspecting(null);
            showAlert('success', message);
          }}
        />
      )}
      {tracing && <TracingDialog foulbroodCase={tracing} onClose={() => setTracing(null)} />}
      {notifying && (
        <ConfirmDialog
          open
          busy={notify.isPending}
          title={t('inspections.cases.notify')}
          message={t('inspections.cases.confirmNotify', {
            disease: t(`inspections.disease.${notifying.Disease}`),
          })}
          onCancel={() => setNotifying(null)}
          onConfirm={() => {
            notify.mutate(notifying.InspectionID, {
              onSuccess: (r) =>
                showAlert(
                  r.Notified ? 'success' : 'info',
                  r.Notified ? t('inspections.cases.notified', { count: r.Notified }) : r.message,
                ),
              onError: (err) => showAlert('error', failureMessage(err)),
              onSettled: () => setNotifying(null),
            });
          }}
        />
      )}
    </section>
  );
}
