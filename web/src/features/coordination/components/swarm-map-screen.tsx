import {
  SWARM_MAP_DEFAULT_DAYS,
  SwarmStatus,
  type CollectorOnMap,
  type CoordinatorSwarm,
} from '@beewatch/shared';
import { Alert, Button, CheckboxField, Flex, SelectField } from '@aws-amplify/ui-react';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAlerts } from '@/components/ui/alerts';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { Modal } from '@/components/ui/modal';
import { QueryStatus } from '@/components/ui/query-status';
import { useAssignSwarm } from '../api/assign-swarm';
import { useSwarmMap } from '../api/get-swarm-map';
import { useReNotifySwarm } from '../api/renotify-swarm';
import { CoordinationMap, type CoordinationMapData } from './coordination-map';
import { STATUSES, STATUS_COLOURS, UNIT_RADIUS_M, statusLabel, typeLabel } from './labels';
import { reportedWhereColumns, swarmPoint } from './swarm-columns';
import './coordination.css';
import { failureMessage } from '@/lib/server-error';
import type { MessageSource } from '@/lib/i18n';
import { FormError } from '@/components/ui/form';

const PERIODS = [1, 7, 14, 30, 90];
const OPEN: number[] = [SwarmStatus.New, SwarmStatus.Abandoned, SwarmStatus.ReNotify];

/**
 * beewatchagent/swarmmap (SwarmCoordinator landing, role-screens §4.1): the live picture of the
 * Swarm Domain — swarms of the period coloured by status, collectors' radius circles, the KPI
 * strip, the 'needs action' list, and every swarm of the period with Notify again and Assign.
 */
export function SwarmMapScreen() {
  const { t, i18n } = useTranslation();
  const { showAlert } = useAlerts();
  const [days, setDays] = useState(SWARM_MAP_DEFAULT_DAYS);
  const [showCollectors, setShowCollectors] = useState(true);
  const [assigning, setAssigning] = useState<CoordinatorSwarm | null>(null);
  const query = useSwarmMap(days);
  const renotify = useReNotifySwarm();
  const lng = i18n.language;
  const data = query.data;

  const doRenotify = async (s: CoordinatorSwarm) => {
    try {
      const res = await renotify.mutateAsync(s.SwarmID);
      showAlert('success', res.message, { autoClose: true });
    } catch (err) {
      showAlert('error', failureMessage(err));
    }
  };

  const mapData = useMemo<CoordinationMapData>(() => {
    if (!data) return { points: [], circles: [] };
    return {
      cluster: true,
      points: data.Swarms.map((s) => swarmPoint(s, typeLabel(t, s.TypeOption, s.Other), t, lng)),
      circles: [
        ...data.Units.map((u) => ({
          lat: u.Latitude,
          lng: u.Longitude,
          radiusM: UNIT_RADIUS_M,
          colour: '#475467',
          fillOpacity: 0.04,
        })),
        ...(showCollectors
          ? data.Collectors.map((c) => ({
              lat: c.Latitude,
              lng: c.Longitude,
              radiusM: c.RadiusKm * 1000,
              colour: c.AvailableNow ? '#15803d' : '#98a2b3',
              fillOpacity: 0.05,
            }))
          : []),
      ],
    };
  }, [data, showCollectors, t, lng]);

  const actions = (s: CoordinatorSwarm) =>
    OPEN.includes(s.Status) && s.Notified ? (
      <Flex gap="0.5rem" wrap="wrap">
        <Button size="small" onClick={() => void doRenotify(s)} isDisabled={renotify.isPending}>
          {t('coordination.map.renotify')}
        </Button>
        <Button size="small" onClick={() => setAssigning(s)}>
          {t('coordination.map.assign')}
        </Button>
      </Flex>
    ) : null;

  const columns: DataColumn<CoordinatorSwarm>[] = [
    ...reportedWhereColumns<CoordinatorSwarm>(t, lng),
    { id: 'type', header: t('coordination.col.type'), cell: (s) => typeLabel(t, s.TypeOption, s.Other) },
    { id: 'status', header: t('coordination.col.status'), cell: (s) => <StatusBadge status={s.Status} /> },
    {
      id: 'who',
      header: t('coordination.col.contact'),
      cell: (s) =>
        s.AdoptedByName
          ? t('coordination.map.adoptedBy', { name: s.AdoptedByName })
          : `${s.Contact.Name} · ${s.Contact.PhoneNo}`,
    },
    { id: 'actions', header: t('coordination.col.actions'), cell: actions },
  ];
  const needs = (data?.Swarms ?? []).filter((s) => s.NeedsAction);
  const needsColumns: DataColumn<CoordinatorSwarm>[] = [
    { id: 'why', header: t('coordination.col.why'), cell: (s) => t(`coordination.needs.${s.NeedsAction}`) },
    ...columns,
  ];

  return (
    <section aria-labelledby="swarm-map-title" className="coordination">
      <h1 id="swarm-map-title">{t('coordination.map.title')}</h1>
      {data && (
        <p className="hint">
          {t('coordination.domainLine', { name: data.DomainName || '—', count: data.Units.length })}
        </p>
      )}
      <Flex gap="1rem" wrap="wrap" alignItems="flex-end">
        <SelectField
          label={t('coordination.map.period')}
          value={String(days)}
          onChange={(e) => setDays(Number(e.target.value))}
        >
          {PERIODS.map((d) => (
            <option key={d} value={d}>
              {t('coordination.map.days', { count: d })}
            </option>
          ))}
        </SelectField>
        <CheckboxField
          label={t('coordination.map.showCollectors')}
          name="show-collectors"
          value="yes"
          checked={showCollectors}
          onChange={(e) => setShowCollectors(e.target.checked)}
        />
      </Flex>
      <QueryStatus query={query} />
      {data && data.Units.length === 0 && <Alert variation="info">{t('coordination.noDomain')}</Alert>}
      {data && (
        <>
          <dl className="kpi-strip" aria-label={t('coordination.kpi.label')}>
            <Kpi label={t('coordination.kpi.new')} value={data.Kpis.NewUnadopted} testId="kpi-new" />
            <Kpi label={t('coordination.kpi.awaiting')} value={data.Kpis.AwaitingOutcome} />
            <Kpi label={t('coordination.kpi.successful')} value={data.Kpis.SeasonSuccessful} />
            <Kpi label={t('coordination.kpi.unsuccessful')} value={data.Kpis.SeasonUnsuccessful} />
            <Kpi
              label={t('coordination.kpi.median')}
              value={
                data.Kpis.MedianAdoptMinutes === null ? '—' : durationOf(t, data.Kpis.MedianAdoptMinutes)
              }
            />
            <Kpi
              label={t('coordination.kpi.available')}
              value={`${data.Kpis.CollectorsAvailable} / ${data.Collectors.length}`}
            />
          </dl>
          <CoordinationMap
            data={mapData}
            label={t('coordination.map.mapLabel')}
            legend={[
              ...STATUSES.map((s) => ({ colour: STATUS_COLOURS[s]!, label: statusLabel(t, s) })),
              ...(showCollectors
                ? [
                    { colour: '#15803d', label: t('coordination.map.legendAvailable'), ring: true },
                    { colour: '#98a2b3', label: t('coordination.map.legendUnavailable'), ring: true },
                  ]
                : []),
              { colour: '#475467', label: t('coordination.map.legendUnit'), ring: true },
            ]}
          />
          <h2>{t('coordination.map.needsTitle', { count: needs.length })}</h2>
          <p className="hint">{t('coordination.map.needsHint')}</p>
          <DataTable
            label={t('coordination.map.needsTitle', { count: needs.length })}
            columns={needsColumns}
            rows={needs}
            rowId={(s) => s.SwarmID}
            emptyText={t('coordination.map.needsNone')}
          />
          <h2>{t('coordination.map.allTitle', { count: data.Swarms.length })}</h2>
          <p className="hint">
            {t('coordination.map.allHint')}{' '}
            <Link to="/beewatchagent/swarmnotifications">{t('coordination.map.allLink')}</Link>
          </p>
          <DataTable
            label={t('coordination.map.allTitle', { count: data.Swarms.length })}
            columns={columns}
            rows={data.Swarms}
            rowId={(s) => s.SwarmID}
            rowAttributes={(s) => ({ 'data-swarm': s.SwarmID })}
            emptyText={t('coordination.map.none')}
          />
          <AssignDialog swarm={assigning} collectors={data.Collectors} onClose={() => setAssigning(null)} />
        </>
      )}
    </section>
  );
}

function durationOf(t: TFunction, minutes: number) {
  return minutes < 120
    ? t('coordination.kpi.minutes', { count: Math.round(minutes) })
    : t('coordination.kpi.hours', { count: Math.round(minutes / 60) });
}

function Kpi({ label, value, testId }: { label: string; value: number | string; testId?: string }) {
  return (
    <div className="kpi" data-testid={testId}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

export function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <span className="status-badge">
      <span aria-hidden="true" style={{ background: STATUS_COLOURS[status] }} />
      {statusLabel(t, status)}
    </span>
  );
}

/** Assign a swarm to a named collector of the domain (they get an alert with the adopt link). */
function AssignDialog({
  swarm,
  collectors,
  onClose,
}: {
  swarm: CoordinatorSwarm | null;
  collectors: CollectorOnMap[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { showAlert } = useAlerts();
  const assign = useAssignSwarm();
  const [user, setUser] = useState('');
  const [error, setError] = useState<MessageSource | null>(null);
  const choices = collectors.filter((c) => c.Status === 'Active');
  const send = async () => {
    if (!swarm || !user) return;
    setError(null);
    try {
      const res = await assign.mutateAsync({ SwarmID: swarm.SwarmID, UserName: user });
      showAlert('success', res.message, { autoClose: true });
      setUser('');
      onClose();
    } catch (err) {
      setError(failureMessage(err));
    }
  };
  return (
    <Modal
      open={Boolean(swarm)}
      title={t('coordination.assign.title')}
      onClose={onClose}
      footer={
        <Flex gap="0.5rem" justifyContent="flex-end">
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variation="primary" onClick={() => void send()} isDisabled={!user || assign.isPending}>
            {t('coordination.assign.send')}
          </Button>
        </Flex>
      }
    >
      {swarm && <p>{t('coordination.assign.intro', { where: `${swarm.District} ${swarm.PlaceName}` })}</p>}
      <SelectField
        label={t('coordination.assign.collector')}
        value={user}
        onChange={(e) => setUser(e.target.value)}
      >
        <option value="">{t('coordination.assign.choose')}</option>
        {choices.map((c) => (
          <option key={c.UserName} value={c.UserName}>
            {`${c.Name} (${c.District}, ${c.RadiusKm} km${c.AvailableNow ? '' : ` · ${t('coordination.members.unavailable')}`})`}
          </option>
        ))}
      </SelectField>
      <FormError message={error} />
    </Modal>
  );
}
