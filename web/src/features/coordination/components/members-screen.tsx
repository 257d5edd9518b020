import type { SwarmCollector } from '@beewatch/shared';
import { Button, Flex, SelectField, TextField } from '@aws-amplify/ui-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAlerts } from '@/components/ui/alerts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CellStack, DataTable, type DataColumn } from '@/components/ui/data-table';
import { Modal } from '@/components/ui/modal';
import { QueryStatus } from '@/components/ui/query-status';
import { formatDisplayDate, formatDisplayDay } from '@/lib/dates';
import { labelled, type MessageSource, translateMessage } from '@/lib/i18n';
import { useCollectors } from '../api/get-collectors';
import { useRemoveCollector } from '../api/remove-collector';
import { useSetCollectorStatus } from '../api/set-collector-status';
import './coordination.css';
import { failureMessage } from '@/lib/server-error';
import { saveCsv } from '@/lib/csv';

type Filter = { status: string; availability: string; insured: string; area: string };

/**
 * beewatchagent/members (SwarmCoordinator, role-screens §4.3): the swarm collectors based in the
 * Swarm Domain — contact (the coordinator only), radius, availability, checks, season figures,
 * status — with filters, export, and suspend / reactivate / remove.
 */
export function MembersScreen() {
  const { t, i18n } = useTranslation();
  const { showAlert } = useAlerts();
  const query = useCollectors();
  const setStatus = useSetCollectorStatus();
  const remove = useRemoveCollector();
  const [filter, setFilter] = useState<Filter>({ status: '', availability: '', insured: '', area: '' });
  const [suspending, setSuspending] = useState<SwarmCollector | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<MessageSource | null>(null);
  const [removing, setRemoving] = useState<SwarmCollector | null>(null);
  const lng = i18n.language;
  const all = useMemo(() => query.data ?? [], [query.data]);
  const areas = [...new Set(all.map((c) => c.District))].sort();
  const rows = all.filter(
    (c) =>
      (!filter.status || c.Status === filter.status) &&
      (!filter.availability || String(c.AvailableNow) === filter.availability) &&
      (!filter.insured || String(c.Insured) === filter.insured) &&
      (!filter.area || c.District === filter.area),
  );

  const reactivate = async (c: SwarmCollector) => {
    try {
      const res = await setStatus.mutateAsync({ UserName: c.UserName, Status: 'Active' });
      showAlert('success', res.message, { autoClose: true });
    } catch (err) {
      showAlert('error', failureMessage(err));
    }
  };
  const suspend = async () => {
    if (!suspending) return;
    setReasonError(null);
    try {
      const res = await setStatus.mutateAsync({
        UserName: suspending.UserName,
        Status: 'Suspended',
        Reason: reason.trim(),
      });
      showAlert('success', res.message, { autoClose: true });
      setSuspending(null);
      setReason('');
    } catch (err) {
      setReasonError(failureMessage(err));
    }
  };
  const doRemove = async () => {
    if (!removing) return;
    try {
      const res = await remove.mutateAsync(removing.UserName);
      showAlert('success', res.message, { autoClose: true });
    } catch (err) {
      showAlert('error', failureMessage(err));
    }
    setRemoving(null);
  };
  const exportCsv = () => {
    saveCsv(
      rows.map((c) => ({
        Name: c.Name,
        UserName: c.UserName,
        District: c.District,
        Phone: c.Phone ?? '',
        Email: c.Email,
        RadiusKm: c.RadiusKm,
        Availability: c.Availability,
        DoNotDisturbUntil: c.DndUntil ?? '',
        BBKAApproved: c.BbkaApproved ? 'Y' : 'N',
        Insured: c.Insured ? 'Y' : 'N',
        ExperienceYears: c.ExperienceYears,
        Alerts: c.Season.Alerts,
        Adopted: c.Season.Adopted,
        Successful: c.Season.Successful,
        UnsuccessfulOrAbandoned: c.Season.UnsuccessfulOrAbandoned,
        Status: c.Status,
      })),
      'swarm-collectors.csv',
    );
  };

  const checksOf = (c: SwarmCollector) =>
    [
      c.BbkaApproved && t('coordination.members.bbka'),
      c.Insured && t('coordination.members.insuredYes'),
      c.BbkaBasic && t('coordination.form.bbkaBasic'),
      t('coordination.members.years', { count: c.ExperienceYears }),
    ]
      .filter(Boolean)
      .join(' · ');
  const columns: DataColumn<SwarmCollector>[] = [
    {
      id: 'name',
      header: t('coordination.members.name'),
      cell: (c) => (
        // The status and last activity under the name, not columns of their own: the row's
        // actions stay in view at 1280 px.
        <CellStack
          main={
            <Link
              to={`/beewatchagent/editmember?user=${encodeURIComponent(c.UserName)}`}
            >{`${c.Name} (${c.UserName})`}</Link>
          }
          notes={[
            <span className={c.Status === 'Suspended' ? 'status-suspended' : undefined}>
              {t(`coordination.memberStatus.${c.Status}`)}
              {c.Status === 'Suspended' && c.SuspendReason ? ` (${c.SuspendReason})` : ''}
            </span>,
            labelled(
              t('coordination.members.lastActive'),
              c.LastActive ? formatDisplayDate(c.LastActive, lng) : '—',
            ),
          ]}
        />
      ),
    },
    {
      id: 'district',
      header: t('coordination.members.district'),
      cell: (c) => `${c.District} ${c.PlaceName} · ${t('coordination.form.km', { count: c.RadiusKm })}`,
    },
    {
      id: 'contact',
      header: t('coordination.members.contact'),
      cell: (c) => (
        <>
          {c.Phone && (
            <>
              {c.Phone}
              <br />
            </>
          )}
          <span className="break-all">{c.Email}</span>
        </>
      ),
    },
    {
      id: 'availability',
      header: t('coordination.members.availability'),
      cell: (c) =>
        `${
          c.Availability === 'DoNotDisturb' && c.DndUntil
            ? t('coordination.members.dnd', { date: formatDisplayDay(c.DndUntil, lng) })
            : t(`coordination.availability.${c.Availability}`)
        } · ${t(`coordination.height.${c.MaxHeight}`)}`,
    },
    { id: 'checks', header: t('coordination.members.checks'), cell: checksOf },
    {
      id: 'season',
      header: t('coordination.members.season'),
      cell: (c) => t('coordination.members.seasonLine', c.Season),
    },
    {
      id: 'actions',
      header: t('coordination.col.actions'),
      cell: (c) => (
        <Flex gap="0.5rem" wrap="wrap">
          {c.Status === 'Active' ? (
            <Button size="small" onClick={() => setSuspending(c)}>
              {t('coordination.members.suspend')}
            </Button>
          ) : (
            <Button size="small" onClick={() => void reactivate(c)}>
              {t('coordination.members.reactivate')}
            </Button>
          )}
          <Button size="small" onClick={() => setRemoving(c)}>
            {t('coordination.members.remove')}
          </Button>
        </Flex>
      ),
    },
  ];
  const select = (key: keyof Filter, label: string, options: [string, string][]) => (
    <SelectField
      label={label}
      value={filter[key]}
      onChange={(e) => setFilter({ ...filter, [key]: e.target.value })}
    >
      <option value="">{t('coordination.members.all')}</option>
      {options.map(([v, l]) => (
        <option key={v} value={v}>
          {l}
        </option>
      ))}
    </SelectField>
  );

  return (
    <section aria-labelledby="members-title" className="coordination">
      <h1 id="members-title">{t('coordination.members.title')}</h1>
      <p className="hint">{t('coordination.members.intro')}</p>
      <Flex gap="0.5rem" wrap="wrap">
        <Link className="amplify-button amplify-button--primary" to="/beewatchagent/addmember">
          {t('coordination.members.add')}
        </Link>
        <Button onClick={exportCsv} isDisabled={rows.length === 0}>
          {t('coordination.members.export')}
        </Button>
      </Flex>
      <div className="filters">
        {select('status', t('coordination.members.status'), [
          ['Active', t('coordination.memberStatus.Active')],
          ['Suspended', t('coordination.memberStatus.Suspended')],
        ])}
        {select('availability', t('coordination.members.availability'), [
          ['true', t('coordination.members.availableNow')],
          ['false', t('coordination.members.unavailable')],
        ])}
        {select('insured', t('coordination.members.insured'), [
          ['true', t('common.yes')],
          ['false', t('common.no')],
        ])}
        {select(
          'area',
          t('coordination.members.district'),
          areas.map((a) => [a, a]),
        )}
      </div>
      <QueryStatus query={query} />
      {query.data && (
        <DataTable
          label={t('coordination.members.title')}
          caption={t('coordination.members.caption', { count: rows.length })}
          columns={columns}
          rows={rows}
          rowId={(c) => c.UserName}
          rowAttributes={(c) => ({ 'data-member': c.UserName })}
          emptyText={t('coordination.members.none')}
        />
      )}
      <Modal
        open={Boolean(suspending)}
        title={t('coordination.members.suspendTitle')}
        onClose={() => setSuspending(null)}
        closeOnBackdrop={false}
        footer={
          <Flex gap="0.5rem" justifyContent="flex-end">
            <Button onClick={() => setSuspending(null)}>{t('common.cancel')}</Button>
            <Button variation="primary" onClick={() => void suspend()} isDisabled={setStatus.isPending}>
              {t('coordination.members.suspend')}
            </Button>
          </Flex>
        }
      >
        {suspending && <p>{t('coordination.members.suspendIntro', { name: suspending.Name })}</p>}
        <TextField
          label={t('coordination.form.reason')}
          value={reason}
          maxLength={200}
          onChange={(e) => setReason(e.target.value)}
          hasError={Boolean(reasonError)}
          errorMessage={reasonError ? translateMessage(reasonError) : undefined}
        />
      </Modal>
      <ConfirmDialog
        open={Boolean(removing)}
        title={t('coordination.members.removeTitle')}
        message={t('coordination.members.removeQuestion', { name: removing?.Name ?? '' })}
        onConfirm={() => void doRemove()}
        onCancel={() => setRemoving(null)}
        busy={remove.isPending}
      />
    </section>
  );
}
