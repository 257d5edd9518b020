import { USER_STATUSES, type UserFilter, type UserRow, type UserStatus } from '@beewatch/shared';
import { Button, CheckboxField, Flex, SelectField, TextField } from '@aws-amplify/ui-react';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countryChoices } from '@/lib/country-names';
import { useSearchParams } from 'react-router-dom';
import { useAlerts } from '@/components/ui/alerts';
import { CellStack, DataTable, infiniteRows, type DataColumn } from '@/components/ui/data-table';
import { formatDisplayDay } from '@/lib/dates';
import { useExportUsers } from '../api/export-users';
import { useUsers } from '../api/get-users';
import {
  accountRowKeys,
  AccountActions,
  ActivationConfirm,
  nameColumns,
  signInColumns,
} from './user-activation';
import { isAdminLevel } from './user-form-fields';
import './users.css';
import { failureMessage } from '@/lib/server-error';
import { PageHead } from '@/components/ui/page-head';
import { RoleFilterOptions } from './role-filter-options';
import { QueryError } from '@/components/ui/query-status';
import { countryLabel } from '@/lib/country-names';

/** The filters as the URL holds them, so a filtered list can be bookmarked and shared. */
function filterOf(params: URLSearchParams): UserFilter {
  const f: UserFilter = {};
  const role = params.get('RoleID');
  if (role) f.RoleID = Number(role);
  const status = params.get('Status');
  if (status && (USER_STATUSES as readonly string[]).includes(status)) f.Status = status as UserStatus;
  const country = params.get('CountryId');
  if (country) f.CountryId = Number(country);
  for (const k of ['ExpiryFrom', 'ExpiryTo', 'Text'] as const) {
    const v = params.get(k);
    if (v) f[k] = v;
  }
  if (params.get('TestOnly') === 'true') f.TestOnly = 'true';
  return f;
}

/**
 * admin/userlist (role-screens §1.2): find and filter users (role, status, country, expiry,
 * free text, test users), export the selection as CSV (audited on the server), add, edit and
 * activate or deactivate with a confirm; `userAudit` is the User Audit popup's button (§1.15),
 * composed by the app route. SuperAdministrators are not listed.
 */
export function UserListScreen({ userAudit }: { userAudit?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => filterOf(params), [params]);
  const list = useUsers(filter);
  const { showAlert } = useAlerts();
  const [confirming, setConfirming] = useState<UserRow | null>(null);
  const exporter = useExportUsers();

  const applyFilters = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const next = new URLSearchParams();
    for (const [k, v] of data.entries()) if (typeof v === 'string' && v.trim()) next.set(k, v.trim());
    setParams(next);
  };

  const onExport = () =>
    exporter.mutate(filter, {
      onSuccess: (count) =>
        showAlert('success', { i18nKey: 'users.exported', values: { count } }, { autoClose: true }),
      onError: (err) => showAlert('error', failureMessage(err)),
    });

  const columns = useMemo<DataColumn<UserRow>[]>(
    () => [
      ...nameColumns<UserRow>(t, (r) => (
        <>
          <span className="hint break">{r.Email}</span>
          {r.OrganizationName && <span className="hint">{r.OrganizationName}</span>}
        </>
      )),
      {
        id: 'role',
        header: t('users.col.Role'),
        cell: (r) => (
          <>
            {r.RoleName ? t(`role.${r.RoleName}`) : '—'}
            {r.BBKAApprovedswarmcollector && <span className="hint"> · {t('users.col.collector')}</span>}
          </>
        ),
      },
      {
        id: 'country',
        header: t('users.col.Country'),
        cell: (r) => (
          <CellStack main={r.CountryName ? countryLabel(t, r.CountryName) : ''} notes={[r.ZipCode]} />
        ),
      },
      {
        id: 'status',
        header: t('users.col.Status'),
        cell: (r) => (
          <>
            <span className={`user-status user-status-${r.Status}`}>{t(`users.status.${r.Status}`)}</span>
            {r.IsTestUser && <span className="hint"> · {t('users.col.TestUser')}</span>}
          </>
        ),
      },
      {
        id: 'expiry',
        header: t('users.col.Expiry'),
        cell: (r) => formatDisplayDay(r.SubscriptionExpiry, lng),
      },
      ...signInColumns<UserRow>(t, lng),
      {
        id: 'actions',
        header: t('users.actions'),
        headerHidden: true,
        cell: (r) =>
          isAdminLevel(r.RoleName) ? (
            <span className="hint">{t('users.bySuperAdministrator')}</span>
          ) : (
            <AccountActions account={r} editPath="/admin/edituser" onToggle={() => setConfirming(r)} />
          ),
      },
    ],
    [t, lng],
  );

  return (
    <section aria-labelledby="user-list-title" className="user-screen">
      <PageHead
        id="user-list-title"
        title={t('menu.admin/userlist')}
        primaryLink={{ to: '/admin/adduser', label: t('menu.admin/adduser') }}
      >
        <Button size="small" onClick={onExport} isDisabled={exporter.isPending}>
          {t('users.export')}
        </Button>
        {userAudit}
      </PageHead>
      <form
        className="user-filters"
        onSubmit={applyFilters}
        aria-label={t('users.filters')}
        key={params.toString()}
      >
        <TextField label={t('users.filter.Text')} name="Text" defaultValue={filter.Text ?? ''} />
        <SelectField
          label={t('users.col.Role')}
          name="RoleID"
          defaultValue={filter.RoleID ? String(filter.RoleID) : ''}
        >
          <RoleFilterOptions />
        </SelectField>
        <SelectField label={t('users.col.Status')} name="Status" defaultValue={filter.Status ?? ''}>
          <option value="">{t('users.filter.any')}</option>
          {USER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`users.status.${s}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('users.col.Country')}
          name="CountryId"
          defaultValue={filter.CountryId ? String(filter.CountryId) : ''}
        >
          <option value="">{t('users.filter.any')}</option>
          {countryChoices(t).map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('users.filter.ExpiryFrom')}
          name="ExpiryFrom"
          type="date"
          defaultValue={filter.ExpiryFrom ?? ''}
        />
        <TextField
          label={t('users.filter.ExpiryTo')}
          name="ExpiryTo"
          type="date"
          defaultValue={filter.ExpiryTo ?? ''}
        />
        <CheckboxField
          label={t('users.filter.TestOnly')}
          name="TestOnly"
          value="true"
          defaultChecked={filter.TestOnly === 'true'}
        />
        <Flex gap="small" alignItems="flex-end">
          <Button type="submit" variation="primary">
            {t('users.filter.search')}
          </Button>
          <Button type="button" onClick={() => setParams(new URLSearchParams())}>
            {t('users.filter.clear')}
          </Button>
        </Flex>
      </form>
      <QueryError query={list} />
      <DataTable
        label={t('menu.admin/userlist')}
        columns={columns}
        {...accountRowKeys}
        {...infiniteRows(list, t('users.loadMore'))}
        emptyText={t('users.empty')}
      />
      <ActivationConfirm account={confirming} onClose={() => setConfirming(null)} />
    </section>
  );
}
