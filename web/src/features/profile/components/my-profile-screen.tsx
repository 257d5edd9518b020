import {
  Msg,
  PROFILE_MAX,
  Role,
  roleNameOf,
  type UpdateProfileValues,
  type UserDetail,
  UpdateProfileFields,
} from '@beewatch/shared';
import { Heading } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { countryChoices } from '@/lib/country-names';
import { ListError } from '@/components/ui/list-error';
import type * as z from 'zod/mini';
import { useAlerts } from '@/components/ui/alerts';
import {
  FieldGroup,
  FormSelectField,
  RequiredLabel,
  starredTextFields,
  type StarredTextFieldOptions,
} from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { nameAndAddressOf } from '@/lib/person-values';
import { useUserDetail } from '../api/get-user-detail';
import { useUpdateProfile } from '../api/update-profile';
import './profile.css';
import { failureMessage } from '@/lib/server-error';
import { labelOf } from '@/lib/i18n';

type FormInput = z.input<typeof UpdateProfileFields>;
type FieldName = Exclude<keyof FormInput, 'CountryId'>;

function valuesOf(d: UserDetail): FormInput {
  return {
    ...nameAndAddressOf(d),
    CompanyName: d.CompanyName,
    ZipCode: d.ZipCode,
    CountryId: d.CountryId ?? '',
  };
}

function ProfileForm({ detail, onSaved }: { detail: UserDetail; onSaved?: (saved: UserDetail) => void }) {
  const { t } = useTranslation();
  const { showAlert } = useAlerts();
  const save = useUpdateProfile();
  const form = useForm<FormInput, unknown, UpdateProfileValues>({
    resolver: zodResolver(UpdateProfileFields),
    defaultValues: valuesOf(detail),
  });
  const text = starredTextFields(form, 'profile');
  /** One text field of the profile, labelled from `profile.fields`. */
  const field = (name: FieldName, max: number, options: StarredTextFieldOptions = {}) =>
    text(name, t(`profile.fields.${name}`), { max, ...options });

  const roleName = roleNameOf(detail.RoleId);
  const roleLabel = roleName ? t(`role.${roleName}`) : detail.RoleDisplayValue;

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset(valuesOf(saved));
      onSaved?.(saved);
      showAlert('success', Msg.dataSaved, { autoClose: true });
    } catch (err) {
      showAlert('error', failureMessage(err));
    }
  });

  return (
    <form className="profile-form" onSubmit={submit} noValidate aria-label={t('profile.title')}>
      <p className="profile-user">
        {labelOf(t('profile.userName'))} <strong>{detail.UserName}</strong> · {roleLabel}
      </p>
      <FieldGroup legend={t('profile.sections.name')} gridClassName="profile-grid">
        {field('Salutation', PROFILE_MAX.Salutation, { autoComplete: 'honorific-prefix' })}
        {field('FName', PROFILE_MAX.FName, { required: true, autoComplete: 'given-name' })}
        {field('Initial', PROFILE_MAX.Initial, { autoComplete: 'additional-name' })}
        {field('LName', PROFILE_MAX.LName, { required: true, autoComplete: 'family-name' })}
        {detail.RoleId !== Role.ByStander &&
          field('CompanyName', PROFILE_MAX.CompanyName, { autoComplete: 'organization' })}
      </FieldGroup>
      <FieldGroup legend={t('profile.sections.address')} gridClassName="profile-grid">
        {field('AddressLine1', PROFILE_MAX.AddressLine, { required: true, autoComplete: 'address-line1' })}
        {field('AddressLine2', PROFILE_MAX.AddressLine, { autoComplete: 'address-line2' })}
        {field('Town', PROFILE_MAX.Town, { autoComplete: 'address-level2' })}
        {field('State', PROFILE_MAX.State, { autoComplete: 'address-level1' })}
        {field('ZipCode', PROFILE_MAX.ZipCode, { required: true, autoComplete: 'postal-code' })}
        <FormSelectField
          form={form}
          name="CountryId"
          id="profile-CountryId"
          label={<RequiredLabel text={t('profile.fields.CountryId')} required />}
          isRequired
          placeholder={t('profile.selectCountry')}
          choices={countryChoices(t)}
        />
      </FieldGroup>
      <FieldGroup legend={t('profile.sections.contact')} gridClassName="profile-grid">
        {field('Mobile1', PROFILE_MAX.Mobile1, { required: true, type: 'tel', autoComplete: 'tel' })}
        {field('Email', PROFILE_MAX.Email, { required: true, type: 'email', autoComplete: 'email' })}
      </FieldGroup>
      <SubmitButton busy={form.formState.isSubmitting}>{t('common.save')}</SubmitButton>
    </form>
  );
}

/**
 * My Profile (/home/myprofile, spec §2.2, §2.5): view and edit the signed-in user's own details;
 * `onSaved` lets the app refresh what the header shows of the user.
 */
export function MyProfileScreen({ onSaved }: { onSaved?: (saved: UserDetail) => void }) {
  const { t } = useTranslation();
  const detail = useUserDetail();
  return (
    <section aria-labelledby="profile-title">
      <Heading level={1} id="profile-title">
        {t('profile.title')}
      </Heading>
      {detail.isPending && <Spinner label={t('common.loading')} />}
      <ListError query={detail} retry />
      {detail.data && <ProfileForm key={detail.data.UserName} detail={detail.data} onSaved={onSaved} />}
    </section>
  );
}
