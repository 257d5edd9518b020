import {
  COUNTRIES,
  PROFILE_MAX,
  Role,
  type UpdateProfileValues,
  type UserDetail,
  UpdateProfileFields,
} from '@beewatch/shared';
import { Alert, Button, Heading } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod';
import { useAlerts } from '@/components/ui/alerts';
import { FormSelectField, FormTextField, RequiredLabel } from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError } from '@/lib/api-client';
import { useUserDetail } from '../api/get-user-detail';
import { useUpdateProfile } from '../api/update-profile';
import './profile.css';
import { translateMessage } from '@/lib/i18n';

type FormInput = z.input<typeof UpdateProfileFields>;
type FieldName = Exclude<keyof FormInput, 'CountryId'>;

function valuesOf(d: UserDetail): FormInput {
  return {
    Salutation: d.Salutation,
    FName: d.FName,
    Initial: d.Initial,
    LName: d.LName,
    CompanyName: d.CompanyName,
    AddressLine1: d.AddressLine1,
    AddressLine2: d.AddressLine2,
    Town: d.Town,
    State: d.State,
    ZipCode: d.ZipCode,
    CountryId: d.CountryId ?? '',
    Mobile1: d.Mobile1,
    Email: d.Email,
  };
}

interface TextFieldProps {
  form: UseFormReturn<FormInput, unknown, UpdateProfileValues>;
  name: FieldName;
  max: number;
  required?: boolean;
  type?: string;
  autoComplete?: string;
}

/** One text field of the profile, labelled from `profile.fields`, required ones starred. */
function TextField({ form, name, max, required, type = 'text', autoComplete }: TextFieldProps) {
  const { t } = useTranslation();
  return (
    <FormTextField
      form={form}
      name={name}
      id={`profile-${name}`}
      label={<RequiredLabel text={t(`profile.fields.${name}`)} required={required} />}
      isRequired={required}
      type={type}
      maxLength={max}
      autoComplete={autoComplete}
    />
  );
}

function ProfileForm({ detail, onSaved }: { detail: UserDetail; onSaved?: (saved: UserDetail) => void }) {
  const { t } = useTranslation();
  const { showAlert } = useAlerts();
  const save = useUpdateProfile();
  const form = useForm<FormInput, unknown, UpdateProfileValues>({
    resolver: zodResolver(UpdateProfileFields),
    defaultValues: valuesOf(detail),
  });
  const field = { form };

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset(valuesOf(saved));
      onSaved?.(saved);
      showAlert('success', 'Data saved', { autoClose: true });
    } catch (err) {
      const message = err instanceof ApiError ? err.message : t('common.requestFailed');
      showAlert('error', translateMessage(message));
    }
  });

  return (
    <form className="profile-form" onSubmit={submit} noValidate aria-label={t('profile.title')}>
      <p className="profile-user">
        {t('profile.userName')}: <strong>{detail.UserName}</strong> · {detail.RoleDisplayValue}
      </p>
      <fieldset>
        <legend>{t('profile.sections.name')}</legend>
        <div className="profile-grid">
          <TextField
            name="Salutation"
            max={PROFILE_MAX.Salutation}
            autoComplete="honorific-prefix"
            {...field}
          />
          <TextField name="FName" max={PROFILE_MAX.FName} required autoComplete="given-name" {...field} />
          <TextField name="Initial" max={PROFILE_MAX.Initial} autoComplete="additional-name" {...field} />
          <TextField name="LName" max={PROFILE_MAX.LName} required autoComplete="family-name" {...field} />
          {detail.RoleId !== Role.ByStander && (
            <TextField
              name="CompanyName"
              max={PROFILE_MAX.CompanyName}
              autoComplete="organization"
              {...field}
            />
          )}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('profile.sections.address')}</legend>
        <div className="profile-grid">
          <TextField
            name="AddressLine1"
            max={PROFILE_MAX.AddressLine}
            required
            autoComplete="address-line1"
            {...field}
          />
          <TextField
            name="AddressLine2"
            max={PROFILE_MAX.AddressLine}
            autoComplete="address-line2"
            {...field}
          />
          <TextField name="Town" max={PROFILE_MAX.Town} autoComplete="address-level2" {...field} />
          <TextField name="State" max={PROFILE_MAX.State} autoComplete="address-level1" {...field} />
          <TextField
            name="ZipCode"
            max={PROFILE_MAX.ZipCode}
            required
            autoComplete="postal-code"
            {...field}
          />
          <FormSelectField
            form={form}
            name="CountryId"
            id="profile-CountryId"
            label={<RequiredLabel text={t('profile.fields.CountryId')} required />}
            isRequired
            placeholder={t('profile.selectCountry')}
            choices={COUNTRIES.map((c) => ({
              value: String(c.Value),
              label: t(`profile.countries.${c.iso}`),
            }))}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('profile.sections.contact')}</legend>
        <div className="profile-grid">
          <TextField
            name="Mobile1"
            max={PROFILE_MAX.Mobile1}
            required
            type="tel"
            autoComplete="tel"
            {...field}
          />
          <TextField
            name="Email"
            max={PROFILE_MAX.Email}
            required
            type="email"
            autoComplete="email"
            {...field}
          />
        </div>
      </fieldset>
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
      {detail.isError && (
        <Alert variation="error" role="alert">
          {t('common.requestFailed')}{' '}
          <Button variation="link" size="small" onClick={() => void detail.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
      {detail.data && <ProfileForm key={detail.data.UserName} detail={detail.data} onSaved={onSaved} />}
    </section>
  );
}
