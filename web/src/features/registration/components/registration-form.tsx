import {
  REGISTRATION_MAX,
  RegistrationFields as RegistrationSchema,
  RegistrationMsg,
  roleNameOf,
  type AccessCodeDetails,
  type RegistrationFormValues,
} from '@beewatch/shared';
import { Button, Flex, Heading, Radio, RadioGroupField } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/ui/alerts';
import {
  FieldGroup,
  FormRadioGroupField,
  FormSelectField,
  RequiredLabel,
  starredTextFields,
  type StarredTextFieldOptions,
} from '@/components/ui/form';
import { SubmitButton } from '@/components/ui/submit-button';
import { countryName } from '@/lib/country-names';
import { formatDisplayDay } from '@/lib/dates';
import { useCountryList } from '../api/get-country-list';
import { useRegister } from '../api/register';
import { useValidateCountryMobile } from '../api/validate-country-mobile';
import { useValidateZipCode } from '../api/validate-zip-code';
import { emptyRegistration, fieldsForRole, type RegistrationDraft } from '../lib/registration-form';
import { failureMessage } from '@/lib/server-error';

type Name = FieldPath<RegistrationDraft>;

/** Server messages that belong to one field, so the field shows them too. */
const FIELD_OF_MESSAGE: Record<string, Name> = {
  [RegistrationMsg.validPostCode]: 'ZipCode',
  [RegistrationMsg.validMobile1]: 'Mobile1',
  [RegistrationMsg.validMobile2]: 'Mobile2',
  [RegistrationMsg.userNameTaken]: 'UserName',
  [RegistrationMsg.passwordPolicy]: 'Password',
};

export interface RegistrationFormProps {
  code: AccessCodeDetails;
  onRegistered: () => void;
  onBack: () => void;
}

/**
 * Registration step 2 (spec §3 'Registration user', §5): every rule of the shared schema on
 * submit; post code and mobile checked by the server on blur (spec §7.2) and again on save.
 */
export function RegistrationForm({ code, onRegistered, onBack }: RegistrationFormProps) {
  const { t, i18n } = useTranslation();
  const { showAlert, clearAlert } = useAlerts();
  const countries = useCountryList();
  const zipCheck = useValidateZipCode();
  const mobileCheck = useValidateCountryMobile();
  const register = useRegister();
  const form = useForm<RegistrationDraft, unknown, RegistrationFormValues>({
    resolver: zodResolver(RegistrationSchema),
    defaultValues: emptyRegistration(code),
  });
  const role = fieldsForRole(code.RoleID);
  const roleName = roleNameOf(code.RoleID);
  const { getValues, setError, clearErrors } = form;

  const countryOfForm = () => countries.data?.find((c) => String(c.Value) === String(getValues('CountryId')));

  const checkPostCode = async () => {
    const country = countryOfForm();
    const value = String(getValues('ZipCode') ?? '').trim();
    if (!country || !value) return;
    try {
      const res = await zipCheck.mutateAsync({ zipCode: value, countryName: country.Text });
      if (res.IsValid) clearErrors('ZipCode');
      else setError('ZipCode', { message: res.Message ?? RegistrationMsg.validPostCode });
    } catch {
      // The save checks again; a failed on-blur check must not block typing.
    }
  };

  const checkMobile = async (name: 'Mobile1' | 'Mobile2') => {
    const country = countryOfForm();
    const value = String(getValues(name) ?? '').trim();
    if (!country || !value) return;
    try {
      const res = await mobileCheck.mutateAsync({ countryId: country.Value, mobile: value });
      if (res.IsValid) clearErrors(name);
      else
        setError(name, {
          message: name === 'Mobile1' ? RegistrationMsg.validMobile1 : RegistrationMsg.validMobile2,
        });
    } catch {
      // As above: the save is the authority.
    }
  };

  const submit = form.handleSubmit(async (values) => {
    clearAlert();
    try {
      await register.mutateAsync(values);
      onRegistered();
    } catch (e) {
      const failure = failureMessage(e);
      // The field a server message belongs to, by its English text (the field translates it).
      const text = typeof failure === 'string' ? failure : 'message' in failure ? failure.message : '';
      const field = FIELD_OF_MESSAGE[text];
      if (field) setError(field, { message: text });
      // Spec §8: registration errors show as alerts.
      showAlert('error', failure);
    }
  });

  const field = starredTextFields(form, 'reg');
  const text = (name: Name, label: string, options: StarredTextFieldOptions) =>
    field(name, label, { autoComplete: 'off', ...options });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="registration-title" className="registration-form">
      <Heading level={2} id="registration-title">
        {t('registration.step2')}
      </Heading>
      <dl className="registration-summary">
        <dt>{t('registration.role')}</dt>
        <dd data-testid="registration-role">{roleName ? t(`role.${roleName}`) : code.RoleID}</dd>
        <dt>{t('registration.subscriptionExpiry')}</dt>
        <dd>{formatDisplayDay(code.ExpiryDate, i18n.language)}</dd>
      </dl>

      <FieldGroup legend={t('registration.personal')} gridClassName="registration-grid">
        {text('Salutation', t('registration.salutation'), { max: REGISTRATION_MAX.Salutation })}
        {text('FName', t('registration.firstName'), {
          max: REGISTRATION_MAX.FName,
          required: true,
          autoComplete: 'given-name',
        })}
        {text('Initial', t('registration.initial'), { max: REGISTRATION_MAX.Initial })}
        {text('LName', t('registration.lastName'), {
          max: REGISTRATION_MAX.LName,
          required: true,
          autoComplete: 'family-name',
        })}
        {text('strDOB', t('registration.dateOfBirth'), { max: 10, required: true, type: 'date' })}
        <FormRadioGroupField
          form={form}
          name="Sex"
          label={t('registration.sex')}
          className="radio-row"
          choices={[
            { value: 'Male', label: t('registration.male') },
            { value: 'Female', label: t('registration.female') },
          ]}
        />
        {role.showOrganisation &&
          text('CompanyName', t('registration.organisation'), {
            max: REGISTRATION_MAX.CompanyName,
            required: true,
            autoComplete: 'organization',
          })}
      </FieldGroup>

      <FieldGroup legend={t('registration.address')} gridClassName="registration-grid">
        {text('AddressLine1', t('registration.addressLine1'), {
          max: REGISTRATION_MAX.AddressLine,
          required: true,
          autoComplete: 'address-line1',
        })}
        {text('AddressLine2', t('registration.addressLine2'), {
          max: REGISTRATION_MAX.AddressLine,
          autoComplete: 'address-line2',
        })}
        {text('Town', t('registration.town'), { max: REGISTRATION_MAX.Town })}
        {text('State', t('registration.state'), { max: REGISTRATION_MAX.State })}
        <FormSelectField
          form={form}
          name="CountryId"
          id="reg-CountryId"
          label={<RequiredLabel text={t('registration.country')} required />}
          isRequired
          placeholder={t('registration.selectCountry')}
          registerOptions={{ onChange: () => void checkPostCode() }}
          choices={(countries.data ?? []).map((c) => ({
            value: String(c.Value),
            label: countryName(c.Value, c.Text),
          }))}
        />
        {text('ZipCode', t('registration.postCode'), {
          max: REGISTRATION_MAX.ZipCode,
          required: role.postCodeRequired,
          autoComplete: 'postal-code',
          onBlur: () => void checkPostCode(),
        })}
      </FieldGroup>

      <FieldGroup legend={t('registration.contact')} gridClassName="registration-grid">
        {text('Mobile1', t('registration.mobile1'), {
          max: REGISTRATION_MAX.Mobile,
          required: true,
          type: 'tel',
          autoComplete: 'tel',
          onBlur: () => void checkMobile('Mobile1'),
        })}
        {text('Mobile2', t('registration.mobile2'), {
          max: REGISTRATION_MAX.Mobile,
          type: 'tel',
          onBlur: () => void checkMobile('Mobile2'),
        })}
        {text('LandLine1', t('registration.landLine1'), { max: REGISTRATION_MAX.LandLine, type: 'tel' })}
        {text('LandLine2', t('registration.landLine2'), { max: REGISTRATION_MAX.LandLine, type: 'tel' })}
        {text('Email', t('registration.email'), {
          max: REGISTRATION_MAX.Email,
          required: true,
          type: 'email',
          autoComplete: 'email',
        })}
        {text('ConfirmEmail', t('registration.confirmEmail'), {
          max: REGISTRATION_MAX.Email,
          required: true,
          type: 'email',
        })}
        {text('Alert_Email_Address', t('registration.alertEmail'), {
          max: REGISTRATION_MAX.Email,
          type: 'email',
        })}
        {text('InsurancePolicyNumber', t('registration.insurancePolicyNumber'), {
          max: REGISTRATION_MAX.InsurancePolicyNumber,
        })}
        {role.showSwarmCollector && (
          <Controller
            control={form.control}
            name="BBKAApprovedswarmcollector"
            render={({ field }) => (
              <RadioGroupField
                legend={t('registration.swarmCollector')}
                name={field.name}
                className="radio-row"
                value={field.value === true ? 'yes' : 'no'}
                onChange={(e) => field.onChange(e.target.value === 'yes')}
              >
                <Radio value="yes">{t('common.yes')}</Radio>
                <Radio value="no">{t('common.no')}</Radio>
              </RadioGroupField>
            )}
          />
        )}
      </FieldGroup>

      <FieldGroup
        legend={t('registration.signIn')}
        hint={t('registration.passwordHint')}
        gridClassName="registration-grid"
      >
        {text('UserName', t('registration.userName'), {
          max: REGISTRATION_MAX.UserName,
          required: true,
          autoComplete: 'username',
        })}
        {text('Password', t('registration.password'), {
          max: REGISTRATION_MAX.Password,
          required: true,
          type: 'password',
          autoComplete: 'new-password',
        })}
        {text('ConfirmPassword', t('registration.confirmPassword'), {
          max: REGISTRATION_MAX.Password,
          required: true,
          type: 'password',
          autoComplete: 'new-password',
        })}
      </FieldGroup>

      <Flex className="modal-actions" wrap="wrap">
        <SubmitButton busy={form.formState.isSubmitting}>{t('registration.register')}</SubmitButton>
        <Button onClick={onBack}>{t('registration.back')}</Button>
      </Flex>
    </form>
  );
}
