import {
  AddUserFields,
  type AddUserInput,
  type ManagedUser,
  Msg,
  type RoleName,
  UpdateUserFields,
  type UpdateUserInput,
  UserMsg,
} from '@beewatch/shared';
import { Flex } from '@aws-amplify/ui-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { savedState, useAlerts, useSavedNotice } from '@/components/ui/alerts';
import {
  FormCheckboxField,
  FormError,
  FormSubmit,
  FormTextField,
  SchemaForm,
  useSchemaForm,
} from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { formatDisplayDate, localDay } from '@/lib/dates';
import { BLANK_PERSON, nameAndAddressOf } from '@/lib/person-values';
import { translateMessage } from '@/lib/i18n';
import { useAddUser } from '../api/add-user';
import { RecordGate } from '@/components/ui/record-gate';
import { PasswordResetButton } from './password-reset-button';
import { useUpdateUser } from '../api/update-user';
import { useUser } from '../api/get-user';
import { useUserHistory } from '../api/get-user-history';
import { changeDetail } from '../lib/change-detail';
import { isAdminLevel, USER_FIELD_MAX, UserFormFields } from './user-form-fields';
import './users.css';
import { PageHead } from '@/components/ui/page-head';

/** The edit form's values of an account. */
function valuesOf(u: ManagedUser): UpdateUserInput {
  return {
    ...nameAndAddressOf(u),
    UserName: u.UserName,
    Sex: (u.Sex === 'Male' || u.Sex === 'Female' ? u.Sex : '') as UpdateUserInput['Sex'],
    strDOB: u.strDOB,
    ZipCode: u.ZipCode ?? '',
    CompanyName: u.OrganizationName ?? '',
    CountryId: String(u.CountryId ?? 1),
    Mobile2: u.Mobile2,
    ConfirmEmail: u.Email,
    Alert_Email_Address: u.Alert_Email_Address,
    LandLine1: u.LandLine1,
    LandLine2: u.LandLine2,
    InsurancePolicyNumber: u.InsurancePolicyNumber,
    RoleID: String(u.RoleID ?? ''),
    IsTestUser: u.IsTestUser,
    BBKAApprovedswarmcollector: u.BBKAApprovedswarmcollector,
    IsActive: u.IsActive,
    ExpiryDate: u.ExpiryDate,
  };
}

/** The account's read-only facts (role-screens §1.3 read-only panel). */
function ReadOnlyPanel({ user }: { user: ManagedUser }) {
  const { t, i18n } = useTranslation();
  const when = (iso: string | null) => (iso ? formatDisplayDate(iso, i18n.language) : t('users.never'));
  return (
    <dl className="user-facts">
      <dt>{t('users.col.UserName')}</dt>
      <dd>{user.UserName}</dd>
      <dt>{t('users.col.Status')}</dt>
      <dd>{t(`users.status.${user.Status}`)}</dd>
      <dt>{t('users.col.TestUser')}</dt>
      <dd>{user.IsTestUser ? t('users.yes') : t('users.no')}</dd>
      <dt>{t('users.col.CreatedAt')}</dt>
      <dd>{when(user.CreatedAt)}</dd>
      <dt>{t('users.col.LastLoginTime')}</dt>
      <dd>{when(user.LastLoginTime)}</dd>
      <dt>{t('users.col.TwoStep')}</dt>
      <dd>{t(`users.twoStep.${user.TwoStepMode}`)}</dd>
      <dt>{t('users.col.RenewedAt')}</dt>
      <dd>{when(user.RenewedAt)}</dd>
      <dt>{t('users.col.AccessCode')}</dt>
      <dd>{user.RegisteredWithAccessCode ?? '—'}</dd>
    </dl>
  );
}

/** The account's change history: the audit lines of administrators' changes to it. */
export function UserHistory({ userName }: { userName: string }) {
  const { t, i18n } = useTranslation();
  const history = useUserHistory(userName);
  return (
    <section aria-labelledby="user-history-title" className="user-history">
      <h2 id="user-history-title">{t('users.history.title')}</h2>
      {history.isPending && <Spinner label={t('common.loading')} />}
      {history.data?.length === 0 && <p>{t('users.history.none')}</p>}
      {!!history.data?.length && (
        <ul>
          {history.data.map((c) => (
            <li key={`${c.ActionDate}${c.ActionName}${c.Detail}`} data-change={c.ActionName}>
              <span className="nowrap">{formatDisplayDate(c.ActionDate, i18n.language)}</span>{' '}
              <strong>{t(`profile.audit.actions.${c.ActionName}`, { defaultValue: c.ActionName })}</strong>{' '}
              {c.Detail && <span>{changeDetail(c, t)}</span>}{' '}
              <span className="hint">{t('users.history.by', { user: c.ActorUserName })}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * admin/edituser?UserName= (role-screens §1.3): the account's fields, role, subscription and
 * flags, the read-only panel, the change history, a password reset, and — for inspectors,
 * coordinators and liaisons — the domain editor the app route composes (`domainEditor`).
 */
export function EditUserScreen({
  domainEditor,
}: {
  domainEditor?: (userName: string, role: RoleName) => ReactNode;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const userName = params.get('UserName');
  const user = useUser(userName);
  const update = useUpdateUser();
  const { showAlert } = useAlerts();
  // A user just added arrives here with 'User created' or 'User created; the invitation email was sent'.
  useSavedNotice();
  const { form, submit, serverError } = useSchemaForm(UpdateUserFields, {
    defaultValues: {},
    onSubmit: async (values) => {
      await update.mutateAsync(values);
      showAlert('success', Msg.dataSaved, { autoClose: true });
    },
  });
  useEffect(() => {
    if (user.data) form.reset(valuesOf(user.data));
  }, [user.data, form]);
  const roleNow = String(form.watch('RoleID') ?? '');

  const head = (
    <PageHead id="edit-user-title" title={t('menu.admin/edituser')}>
      <Link to="/admin/userlist">{t('menu.admin/userlist')}</Link>
    </PageHead>
  );
  if (!userName || !user.isSuccess)
    return (
      <RecordGate
        titleId="edit-user-title"
        head={head}
        named={Boolean(userName)}
        record={user}
        chooseText={t('users.chooseToEdit')}
      />
    );
  const u = user.data;
  if (isAdminLevel(u.RoleName))
    return (
      <section aria-labelledby="edit-user-title">
        {head}
        <ReadOnlyPanel user={u} />
        <p role="status">{translateMessage(UserMsg.adminsBySuperAdministrator)}</p>
      </section>
    );

  return (
    <section aria-labelledby="edit-user-title" className="user-screen">
      {head}
      <p className="user-name-line">
        <strong>{u.FullName}</strong> · {u.UserName} · {u.RoleName ? t(`role.${u.RoleName}`) : '—'}
      </p>
      <div className="user-layout">
        <SchemaForm form={form} onSubmit={submit} className="user-form">
          <UserFormFields form={form} idPrefix="edituser" roleNow={roleNow} />
          <FormError message={serverError} />
          <Flex gap="small" wrap="wrap">
            <SubmitButton busy={form.formState.isSubmitting}>{t('users.save')}</SubmitButton>
            <Link to="/admin/userlist" className="btn">
              {t('users.cancel')}
            </Link>
          </Flex>
        </SchemaForm>
        <aside className="user-side">
          <ReadOnlyPanel user={u} />
          <PasswordResetButton userName={u.UserName} />
          {u.RoleName && domainEditor?.(u.UserName, u.RoleName)}
          <UserHistory userName={u.UserName} />
        </aside>
      </div>
    </section>
  );
}

const addDefaults: AddUserInput = {
  ...BLANK_PERSON,
  UserName: '',
  SendInvitation: true,
  CountryId: '1',
  RoleID: '',
  ExpiryDate: localDay(365),
};

/**
 * admin/adduser (role-screens §1.4): a new account, invited by email by default; or, instead,
 * an access code for the user to register with (`accessCodeInstead`, composed by the app route).
 */
export function AddUserScreen({ accessCodeInstead }: { accessCodeInstead?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const add = useAddUser();
  const { form, submit, serverError } = useSchemaForm(AddUserFields, {
    defaultValues: addDefaults,
    onSubmit: async (values) => {
      const { user, message } = await add.mutateAsync(values);
      void navigate(`/admin/edituser?UserName=${encodeURIComponent(user.UserName)}`, {
        ...savedState(message),
      });
    },
  });
  const roleNow = String(form.watch('RoleID') ?? '');
  return (
    <section aria-labelledby="add-user-title" className="user-screen">
      <PageHead id="add-user-title" title={t('menu.admin/adduser')}>
        <Link to="/admin/userlist">{t('menu.admin/userlist')}</Link>
      </PageHead>
      {accessCodeInstead && <div className="user-instead">{accessCodeInstead}</div>}
      <SchemaForm form={form} onSubmit={submit} className="user-form">
        <FormTextField
          name="UserName"
          id="adduser-UserName"
          maxLength={USER_FIELD_MAX.UserName}
          label={t('users.form.UserName')}
          isRequired
          autoComplete="off"
        />
        <UserFormFields form={form} idPrefix="adduser" roleNow={roleNow} />
        <FormCheckboxField name="SendInvitation" label={t('users.form.SendInvitation')} />
        <FormSubmit error={serverError}>{t('users.create')}</FormSubmit>
      </SchemaForm>
    </section>
  );
}
