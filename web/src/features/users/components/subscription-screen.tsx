import {
  COMMERCIAL_RETENTION_YEARS,
  EXPIRING_DAYS,
  Msg,
  NON_ACTIVE_MONTHS,
  RETENTION_MONTHS_AFTER_ACTIVE,
  SUBSCRIPTION_LISTS,
  type SubscriptionList,
  type SubscriptionRow,
  UserMsg,
} from '@beewatch/shared';
import { Button, Flex, SelectField, TextField } from '@aws-amplify/ui-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectFilter } from '@/components/ui/select-filter';
import { Link } from 'react-router-dom';
import { useAlerts } from '@/components/ui/alerts';
import { CellStack, DataTable, infiniteRows, setToggles, type DataColumn } from '@/components/ui/data-table';
import { Spinner } from '@/components/ui/spinner';
import { formatDisplayDate, formatDisplayDay, localDay } from '@/lib/dates';
import { labelled } from '@/lib/i18n';
import { useExtendSubscription } from '../api/extend-subscription';
import { useSubscriptionList } from '../api/get-subscription-list';
import { useSubscriptionSummary } from '../api/get-subscription-summary';
import { useSendRenewalReminder } from '../api/send-renewal-reminder';
import { useSetUserActive } from '../api/set-user-active';
import './users.css';
import { failureMessage } from '@/lib/server-error';
import { accountRowKeys, nameColumns } from './user-activation';
import { PageHead } from '@/components/ui/page-head';
import { RoleFilterOptions } from './role-filter-options';

const SUMMARY_COLUMNS = ['Active', 'Expiring', 'Expired', 'NonActive', 'Renewed'] as const;

/**
 * admin/expirednonactiverenewuser (role-screens §1.13): the summary matrix by role, and the lists
 * of subscriptions expiring within 30 days, expired, non-active (no sign-in for 6 months) and
 * renewed in the period, each row with the day its personal data may be kept until (spec §1:
 * active plus 6 months; commercial records 7 years). Selected rows get renewal reminders or an
 * extension; a row can be deactivated.
 */
export function SubscriptionScreen() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const [days, setDays] = useState(30);
  const [tab, setTab] = useState<SubscriptionList>('expiring');
  const [role, setRole] = useState('');
  const summary = useSubscriptionSummary(days);
  const list = useSubscriptionList({ List: tab, Days: days, ...(role ? { RoleID: Number(role) } : {}) });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [extendTo, setExtendTo] = useState(() => localDay(365));
  const remind = useSendRenewalReminder();
  const extend = useExtendSubscription();
  const deactivate = useSetUserActive();
  const { showAlert } = useAlerts();

  const choose = (next: SubscriptionList) => {
    setTab(next);
    setSelected(new Set());
  };
  const names = [...selected];
  const onRemind = () =>
    remind.mutate(names, {
      onSuccess: (count) => {
        showAlert('success', { message: UserMsg.remindersSent, value: count }, { autoClose: true });
        setSelected(new Set());
      },
      onError: (err) => showAlert('error', failureMessage(err)),
    });
  const onExtend = () =>
    extend.mutate(
      { UserNames: names, ExpiryDate: extendTo },
      {
        onSuccess: (count) => {
          showAlert('success', { message: UserMsg.subscriptionsExtended, value: count }, { autoClose: true });
          setSelected(new Set());
        },
        onError: (err) => showAlert('error', failureMessage(err)),
      },
    );

  const columns = useMemo<DataColumn<SubscriptionRow>[]>(
    () => [
      ...nameColumns<SubscriptionRow>(t, (r) => (
        <>
          <span className="hint break">{r.Email}</span>
        </>
      )),
      { id: 'role', header: t('users.col.Role'), cell: (r) => (r.RoleName ? t(`role.${r.RoleName}`) : '—') },
      {
        // The renewal (with its access code) under the expiry it set.
        id: 'expiry',
        header: t('users.col.Expiry'),
        cell: (r) => (
          <CellStack
            main={formatDisplayDay(r.SubscriptionExpiry, lng)}
            notes={[
              r.RenewedAt &&
                labelled(
                  t('users.col.RenewedAt'),
                  `${formatDisplayDay(r.RenewedAt, lng)}${r.RenewedWithAccessCode ? ` (${r.RenewedWithAccessCode})` : ''}`,
                ),
            ]}
          />
        ),
      },
      {
        // The days since the last activity under the last sign-in. With the selection boxes at the
        // end of the row, the list has to fit beside the menu at 1280 px.
        id: 'login',
        header: t('users.col.LastLoginTime'),
        cell: (r) => (
          <CellStack
            main={r.LastLoginTime ? formatDisplayDate(r.LastLoginTime, lng) : t('users.never')}
            notes={[r.DaysSinceActivity !== null && t('users.idleDays', { count: r.DaysSinceActivity })]}
          />
        ),
      },
      { id: 'retain', header: t('users.col.RetainUntil'), cell: (r) => formatDisplayDay(r.RetainUntil, lng) },
      {
        id: 'actions',
        header: t('users.actions'),
        headerHidden: true,
        cell: (r) => (
          <Flex gap="xs" wrap="wrap">
            <Link to={`/admin/edituser?UserName=${encodeURIComponent(r.UserName)}`}>{t('users.edit')}</Link>
            {r.Status !== 'Inactive' && (
              <Button
                variation="link"
                size="small"
                onClick={() =>
                  deactivate.mutate(
                    { UserName: r.UserName, IsActive: false },
                    {
                      onSuccess: () => showAlert('success', Msg.dataSaved, { autoClose: true }),
                      onError: (err) => showAlert('error', failureMessage(err)),
                    },
                  )
                }
              >
                {t('users.deactivate')}
              </Button>
            )}
          </Flex>
        ),
      },
    ],
    [t, lng, deactivate, showAlert],
  );

  return (
    <section aria-labelledby="subscriptions-title" className="user-screen">
      <PageHead id="subscriptions-title" title={t('menu.admin/expirednonactiverenewuser')}>
        <Link to="/admin/userlist">{t('menu.admin/userlist')}</Link>
      </PageHead>
      <p className="hint">
        {t('users.subscriptions.rules', {
          expiring: EXPIRING_DAYS,
          months: NON_ACTIVE_MONTHS,
          retain: RETENTION_MONTHS_AFTER_ACTIVE,
          years: COMMERCIAL_RETENTION_YEARS,
        })}
      </p>
      <Flex gap="small" wrap="wrap" alignItems="flex-end">
        <SelectFilter
          label={t('users.subscriptions.period')}
          value={String(days)}
          onChange={(v) => setDays(Number(v))}
          choices={[7, 30, 90, 365].map((d) => ({
            value: String(d),
            label: t('users.subscriptions.days', { count: d }),
          }))}
        />
      </Flex>
      <h2>{t('users.subscriptions.summary')}</h2>
      {summary.isPending && <Spinner label={t('common.loading')} />}
      {summary.data && (
        <div
          className="table-scroll"
          tabIndex={0}
          role="region"
          aria-label={t('users.subscriptions.summary')}
        >
          <table className="user-summary">
            <thead>
              <tr>
                <th scope="col">{t('users.col.Role')}</th>
                {SUMMARY_COLUMNS.map((c) => (
                  <th scope="col" key={c}>
                    {t(`users.subscriptions.col.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {summary.data.Rows.map((r) => (
                <tr key={r.RoleName}>
                  <th scope="row">{t(`role.${r.RoleName}`)}</th>
                  {SUMMARY_COLUMNS.map((c) => (
                    <td key={c} data-label={t(`users.subscriptions.col.${c}`)}>
                      {r[c]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div role="tablist" aria-label={t('users.subscriptions.lists')} className="user-tabs">
        {SUBSCRIPTION_LISTS.map((l) => (
          <button
            key={l}
            type="button"
            role="tab"
            id={`tab-${l}`}
            aria-selected={tab === l}
            aria-controls="subscription-panel"
            className={tab === l ? 'user-tab active' : 'user-tab'}
            onClick={() => choose(l)}
          >
            {t(`users.subscriptions.tab.${l}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="subscription-panel" aria-labelledby={`tab-${tab}`}>
        <Flex gap="small" wrap="wrap" alignItems="flex-end" className="user-bulk">
          <SelectField label={t('users.col.Role')} value={role} onChange={(e) => setRole(e.target.value)}>
            <RoleFilterOptions />
          </SelectField>
          <Button size="small" onClick={onRemind} isDisabled={!names.length || remind.isPending}>
            {t('users.subscriptions.remind', { count: names.length })}
          </Button>
          <TextField
            label={t('users.subscriptions.extendTo')}
            type="date"
            value={extendTo}
            onChange={(e) => setExtendTo(e.target.value)}
          />
          <Button size="small" onClick={onExtend} isDisabled={!names.length || !extendTo || extend.isPending}>
            {t('users.subscriptions.extend', { count: names.length })}
          </Button>
        </Flex>
        <DataTable
          label={t(`users.subscriptions.tab.${tab}`)}
          columns={columns}
          {...accountRowKeys}
          {...infiniteRows(list, t('users.loadMore'))}
          emptyText={t('users.empty')}
          selection={{
            selected,
            ...setToggles(setSelected, list.rows, (row) => row.UserName),
            selectLabel: t('users.select'),
            selectAllLabel: t('users.selectAll'),
          }}
        />
      </div>
    </section>
  );
}
