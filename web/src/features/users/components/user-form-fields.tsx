import { REGISTRATION_MAX, ROLE_NAMES, Role, type RoleName } from '@beewatch/shared';
import { Flex } from '@aws-amplify/ui-react';
import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { countryChoices } from '@/lib/country-names';
import { FormCheckboxField, FormSelectField, FormTextField } from '@/components/ui/form';

/** Roles an Administrator may give: not SuperAdministrator nor the administrator-level roles. */
export const ADMIN_GRANTABLE_ROLES: RoleName[] = ROLE_NAMES.filter(
  (r) => r !== 'SuperAdministrator' && r !== 'Administrator' && r !== 'BSController',
);

/** The administrator-level roles, edited only by a SuperAdministrator. */
export const isAdminLevel = (role: RoleName | null | undefined) =>
  role === 'SuperAdministrator' || role === 'Administrator' || role === 'BSController';

const M = REGISTRATION_MAX;
/**
 * The most characters of each text field of the user forms (spec §5 maximum lengths): the input
 * stops there (`maxLength`), as registration's and My Profile's do, so the limit is never passed.
 */
export const USER_FIELD_MAX: Readonly<Record<string, number>> = {
  UserName: M.UserName,
  Salutation: M.Salutation,
  FName: M.FName,
  Initial: M.Initial,
  LName: M.LName,
  AddressLine1: M.AddressLine,
  AddressLine2: M.AddressLine,
  Town: M.Town,
  State: M.State,
  ZipCode: M.ZipCode,
  CompanyName: M.CompanyName,
  Mobile1: M.Mobile,
  Mobile2: M.Mobile,
  Email: M.Email,
  ConfirmEmail: M.Email,
  Alert_Email_Address: M.Email,
  LandLine1: M.LandLine,
  LandLine2: M.LandLine,
  InsurancePolicyNumber: M.InsurancePolicyNumber,
};

/**
 * The pieces the user forms share, bound to one form: a text field by name (id `<idPrefix>-<name>`,
 * `maxLength` from USER_FIELD_MAX), the email and confirm-email pair, and the country select.
 */
export function userFieldKit<T extends FieldValues, C, O extends FieldValues>(
  form: UseFormReturn<T, C, O>,
  idPrefix: string,
  t: TFunction,
) {
  const f = (name: string) => name as Path<T>;
  const text = (name: string, label: string, extra: Record<string, unknown> = {}) => (
    <FormTextField
      name={f(name)}
      id={`${idPrefix}-${name}`}
      label={label}
      maxLength={USER_FIELD_MAX[name]}
      {...extra}
    />
  );
  const emailPair = (
    <>
      {text('Email', t('users.form.Email'), { isRequired: true, type: 'email', autoComplete: 'off' })}
      {text('ConfirmEmail', t('users.form.ConfirmEmail'), {
        isRequired: true,
        type: 'email',
        autoComplete: 'off',
      })}
    </>
  );
  const country = (
    <FormSelectField
      name={f('CountryId')}
      id={`${idPrefix}-CountryId`}
      label={t('users.form.CountryId')}
      isRequired
      choices={countryChoices(t)}
    />
  );
  return { f, text, emailPair, country };
}

/**
 * The fields of admin/adduser and admin/edituser (spec §3 registration user, §5 lengths and
 * messages), laid out in fieldsets; `idPrefix` keeps the ids apart.
 */
export function UserFormFields<T extends FieldValues, C, O extends FieldValues>({
  form,
  idPrefix,
  roleNow,
}: {
  form: UseFormReturn<T, C, O>;
  idPrefix: string;
  roleNow: string;
}) {
  const { t } = useTranslation();
  const { f, text, emailPair, country } = userFieldKit(form, idPrefix, t);
  const isCollectorRole = roleNow === String(Role.ProfessionalBeeKeeper);
  return (
    <>
      <fieldset className="user-fieldset">
        <legend>{t('users.form.identity')}</legend>
        <Flex direction="column" gap="small">
          {text('Salutation', t('users.form.Salutation'))}
          {text('FName', t('users.form.FName'), { isRequired: true })}
          {text('Initial', t('users.form.Initial'))}
          {text('LName', t('users.form.LName'), { isRequired: true })}
          <FormSelectField
            name={f('Sex')}
            id={`${idPrefix}-Sex`}
            label={t('users.form.Sex')}
            choices={[
              { value: '', label: '—' },
              { value: 'Male', label: t('users.form.male') },
              { value: 'Female', label: t('users.form.female') },
            ]}
          />
          {text('strDOB', t('users.form.strDOB'), { type: 'date' })}
        </Flex>
      </fieldset>
      <fieldset className="user-fieldset">
        <legend>{t('users.form.address')}</legend>
        <Flex direction="column" gap="small">
          {text('AddressLine1', t('users.form.AddressLine1'))}
          {text('AddressLine2', t('users.form.AddressLine2'))}
          {text('Town', t('users.form.Town'))}
          {text('State', t('users.form.State'))}
          {text('ZipCode', t('users.form.ZipCode'))}
          {country}
          {text('CompanyName', t('users.form.CompanyName'))}
        </Flex>
      </fieldset>
      <fieldset className="user-fieldset">
        <legend>{t('users.form.contact')}</legend>
        <Flex direction="column" gap="small">
          {emailPair}
          {text('Alert_Email_Address', t('users.form.Alert_Email_Address'), { type: 'email' })}
          {text('Mobile1', t('users.form.Mobile1'), { type: 'tel' })}
          {text('Mobile2', t('users.form.Mobile2'), { type: 'tel' })}
          {text('LandLine1', t('users.form.LandLine1'), { type: 'tel' })}
          {text('LandLine2', t('users.form.LandLine2'), { type: 'tel' })}
        </Flex>
      </fieldset>
      <fieldset className="user-fieldset">
        <legend>{t('users.form.account')}</legend>
        <Flex direction="column" gap="small">
          <FormSelectField
            name={f('RoleID')}
            id={`${idPrefix}-RoleID`}
            label={t('users.form.RoleID')}
            isRequired
            choices={[
              { value: '', label: t('users.form.selectRole') },
              ...ADMIN_GRANTABLE_ROLES.map((r) => ({ value: String(Role[r]), label: t(`role.${r}`) })),
            ]}
          />
          {text('ExpiryDate', t('users.form.ExpiryDate'), { type: 'date', isRequired: true })}
          {text('InsurancePolicyNumber', t('users.form.InsurancePolicyNumber'))}
          {isCollectorRole && (
            <FormCheckboxField name={f('BBKAApprovedswarmcollector')} label={t('users.form.collector')} />
          )}
          <FormCheckboxField name={f('IsTestUser')} label={t('users.form.IsTestUser')} />
          <FormCheckboxField name={f('IsActive')} label={t('users.form.IsActive')} />
        </Flex>
      </fieldset>
    </>
  );
}
