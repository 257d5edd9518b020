import {
  AddAdminFields,
  type AddAdminInput,
  ADMIN_IDLE_DAYS,
  type AdminAccountRow,
  EditAdminFields,
  Msg,
} from '@beewatch/shared';
import { Alert } from '@aws-amplify/ui-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { savedState, useAlerts, useSavedNotice } from '@/components/ui/alerts';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import {
  FormCheckboxField,
  FormSubmit,
  FormTextField,
  SchemaForm,
  useSchemaForm,
} from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import { countryLabel } from '@/lib/country-names';
import { useAddAdmin } from '../api/add-admin';
import { useEditAdmin } from '../api/edit-admin';
import { useAdmin } from '../api/get-admin';
import { useAdmins } from '../api/get-admins';
import { PasswordResetButton } from './password-reset-button';
import { RecordGate } from '@/components/ui/record-gate';
import { UserHistory } from './edit-user-screen';
import {
  accountRowKeys,
  AccountActions,
  ActivationConfirm,
  nameColumns,
  signInColumns,
} from './user-activation';
import './users.css';
import { USER_FIELD_MAX, userFieldKit } from './user-form-fields';
import { PageHead } from '@/components/ui/page-head';
import { QueryError } from '@/components/ui/query-status';

/**
 * superadmin/index (role-screens §2.1): the administrators with their status, last sign-in,
 * two-step state and actions of the last 30 days; alerts (no two-step, idle 90 days); users per
 * role (counts only); add, edit, activate/deactivate. `adminAudit` is the Admin Audit popup's
 * button, composed by the app route.
 */
export function SuperAdminHomeScreen({ adminAudit }: { adminAudit?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const overview = useAdmins();
  const [confirming, setConfirming] = useState<AdminAccountRow | null>(null);
  useSavedNotice();
  const columns = useMemo<DataColumn<AdminAccountRow>[]>(
    () => [
      ...nameColumns<AdminAccountRow>(t, (r) => (
        <>
          {r.OrganizationName && <span className="hint">{r.OrganizationName}</span>}
          {r.CountryName && <span className="hint">{countryLabel(t, r.CountryName)}</span>}
        </>
      )),
      { id: 'role', header: t('users.col.Role'), cell: (r) => t(`role.${r.RoleName}`) },
      { id: 'status', header: t('users.col.Status'), cell: (r) => t(`users.status.${r.Status}`) },
      ...signInColumns<AdminAccountRow>(t, lng),
      { id: 'actions30', header: t('users.col.Actions30'), cell: (r) => String(r.ActionsLast30Days) },
      {
        id: 'actions',
        header: t('users.actions'),
        headerHidden: true,
        className: 'nowrap',
        cell: (r) => (
          <AccountActions account={r} editPath="/superadmin/editadmin" onToggle={() => setConfirming(r)} />
        ),
      },
    ],
    [t, lng],
  );
  const data = overview.data;
  return (
    <section aria-labelledby="superadmin-title" className="user-screen">
      <PageHead
        id="superadmin-title"
        title={t('menu.superadmin/index')}
        primaryLink={{ to: '/superadmin/addadmin', label: t('menu.superadmin/addadmin') }}
      >
        {adminAudit}
      </PageHead>
      {overview.isPending && <Spinner label={t('common.loading')} />}
      <QueryError query={overview} />
      {data && (
        <>
          {(data.Alerts.WithoutTwoStep.length > 0 || data.Alerts.IdleAdmins.length > 0) && (
            <Alert variation="warning" heading={t('users.super.alerts')}>
              {data.Alerts.WithoutTwoStep.length > 0 && (
                <p>{t('users.super.withoutTwoStep', { users: data.Alerts.WithoutTwoStep.join(', ') })}</p>
              )}
              {data.Alerts.IdleAdmins.length > 0 && (
                <p>
                  {t('users.super.idle', { days: ADMIN_IDLE_DAYS, users: data.Alerts.IdleAdmins.join(', ') })}
                </p>
              )}
            </Alert>
          )}
          <h2>{t('users.super.admins')}</h2>
          <DataTable
            label={t('users.super.admins')}
            columns={columns}
            rows={data.Admins}
            {...accountRowKeys}
            emptyText={t('users.empty')}
          />
          <h2>{t('users.super.usersByRole')}</h2>
          <ul className="user-counts">
            {data.UsersByRole.map((r) => (
              <li key={r.RoleName}>
                <span>{t(`role.${r.RoleName}`)}</span> <strong>{r.Count}</strong>
              </li>
            ))}
          </ul>
        </>
      )}
      <ActivationConfirm account={confirming} onClose={() => setConfirming(null)} />
    </section>
  );
}

/** Today, yyyy-mm-dd (UTC: an expiry day ends at its end in UTC). */
const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * The administrator's fields of superadmin/addadmin and editadmin. The expiry's date picker
 * starts at `minExpiry` (today; on edit the account's own earlier day stays pickable).
 */
function AdminFields<T extends FieldValues, C, O extends FieldValues>({
  form,
  idPrefix,
  minExpiry,
}: {
  form: UseFormReturn<T, C, O>;
  idPrefix: string;
  minExpiry: string;
}) {
  const { t } = useTranslation();
  const { f, text, emailPair, country } = userFieldKit(form, idPrefix, t);
  return (
    <>
      {text('FName', t('users.form.FName'), { isRequired: true })}
      {text('LName', t('users.form.LName'), { isRequired: true })}
      {emailPair}
      {text('Mobile1', t('users.form.Mobile1'), { type: 'tel' })}
      {text('CompanyName', t('users.form.CompanyName'), { isRequired: true })}
      {country}
      {text('ExpiryDate', t('users.form.ExpiryDateOptional'), { type: 'date', min: minExpiry })}
      <FormCheckboxField name={f('RequireTwoStep')} label={t('users.form.RequireTwoStep')} />
    </>
  );
}

const addDefaults: AddAdminInput = {
  UserName: '',
  FName: '',
  LName: '',
  Email: '',
  ConfirmEmail: '',
  Mobile1: '',
  CompanyName: '',
  CountryId: '1',
  ExpiryDate: '',
  RequireTwoStep: true,
};

/** superadmin/addadmin (role-screens §2.2): a new Administrator, invited by email. */
export function AddAdminScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const add = useAddAdmin();
  const { form, submit, serverError } = useSchemaForm(AddAdminFields, {
    defaultValues: addDefaults,
    onSubmit: async (values) => {
      const { message } = await add.mutateAsync(values);
      void navigate('/superadmin/index', savedState(message));
    },
  });
  return (
    <section aria-labelledby="add-admin-title" className="user-screen">
      <PageHead id="add-admin-title" title={t('menu.superadmin/addadmin')}>
        <Link to="/superadmin/index">{t('menu.superadmin/index')}</Link>
      </PageHead>
      <p className="hint">{t('users.super.roleFixed')}</p>
      <SchemaForm form={form} gap="small" onSubmit={submit} className="user-form narrow">
        <FormTextField
          name="UserName"
          id="addadmin-UserName"
          maxLength={USER_FIELD_MAX.UserName}
          label={t('users.form.UserName')}
          isRequired
          autoComplete="off"
        />
        <AdminFields form={form} idPrefix="addadmin" minExpiry={todayUtc()} />
        <FormSubmit error={serverError}>{t('users.create')}</FormSubmit>
      </SchemaForm>
    </section>
  );
}

/** superadmin/editadmin?UserName= (role-screens §2.3): details, activation, two-step reset, password reset. */
export function EditAdminScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const userName = params.get('UserName');
  const admin = useAdmin(userName);
  const edit = useEditAdmin();
  const { showAlert } = useAlerts();
  const { form, submit, serverError } = useSchemaForm(EditAdminFields, {
    defaultValues: {},
    onSubmit: async (values) => {
      await edit.mutateAsync(values);
      showAlert('success', Msg.dataSaved, { autoClose: true });
    },
  });
  useEffect(() => {
    const a = admin.data;
    if (a)
      form.reset({
        UserName: a.UserName,
        FName: a.FName,
        LName: a.LName,
        Email: a.Email,
        ConfirmEmail: a.Email,
        Mobile1: a.Mobile1,
        CompanyName: a.OrganizationName ?? '',
        CountryId: String(a.CountryId ?? 1),
        ExpiryDate: a.ExpiryDate,
        RequireTwoStep: a.TwoStepMode !== 0,
        IsActive: a.IsActive,
        ResetTwoStep: false,
      });
  }, [admin.data, form]);
  const head = (
    <PageHead id="edit-admin-title" title={t('menu.superadmin/editadmin')}>
      <Link to="/superadmin/index">{t('menu.superadmin/index')}</Link>
    </PageHead>
  );
  if (!userName || !admin.isSuccess)
    return (
      <RecordGate
        titleId="edit-admin-title"
        head={head}
        named={Boolean(userName)}
        record={admin}
        chooseText={t('users.super.chooseToEdit')}
      />
    );
  const a = admin.data;
  return (
    <section aria-labelledby="edit-admin-title" className="user-screen">
      {head}
      <p className="user-name-line">
        <strong>{a.FullName}</strong> · {a.UserName} · {a.RoleName ? t(`role.${a.RoleName}`) : ''} ·{' '}
        {t(`users.twoStep.${a.TwoStepMode}`)}
      </p>
      <div className="user-layout">
        <SchemaForm form={form} gap="small" onSubmit={submit} className="user-form narrow">
          <AdminFields
            form={form}
            idPrefix="editadmin"
            minExpiry={a.ExpiryDate && a.ExpiryDate < todayUtc() ? a.ExpiryDate : todayUtc()}
          />
          <FormCheckboxField name="IsActive" label={t('users.form.IsActive')} />
          <FormCheckboxField name="ResetTwoStep" label={t('users.form.ResetTwoStep')} />
          <FormSubmit error={serverError}>{t('users.save')}</FormSubmit>
        </SchemaForm>
        <aside className="user-side">
          <PasswordResetButton userName={a.UserName} />
          <UserHistory userName={a.UserName} />
        </aside>
      </div>
    </section>
  );
}
