import { ALERT_CHANNELS, ALERT_LANGUAGES } from '@beewatch/shared';
import { useTranslation } from 'react-i18next';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormCheckboxField, FormSelectField, FormTextField } from '@/components/ui/form';

/** The alert preference fields (channel, alert email, mobile, language, call before spraying). */
export function PreferencesFields<T extends FieldValues, C, O extends FieldValues>({
  form,
  idPrefix,
}: {
  form: UseFormReturn<T, C, O>;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const name = (n: string) => n as Path<T>;
  return (
    <>
      <FormSelectField
        form={form}
        name={name('Channel')}
        id={`${idPrefix}-Channel`}
        label={t('sprayNet.prefs.channel')}
        choices={ALERT_CHANNELS.map((c) => ({ value: c, label: t(`sprayNet.channel.${c}`) }))}
      />
      <FormTextField
        form={form}
        name={name('AlertEmail')}
        id={`${idPrefix}-AlertEmail`}
        type="email"
        label={t('sprayNet.prefs.alertEmail')}
        descriptiveText={t('sprayNet.prefs.alertEmailHint')}
      />
      <FormTextField
        form={form}
        name={name('Mobile')}
        id={`${idPrefix}-Mobile`}
        type="tel"
        label={t('sprayNet.prefs.mobile')}
        descriptiveText={t('sprayNet.prefs.mobileHint')}
      />
      <FormSelectField
        form={form}
        name={name('Language')}
        id={`${idPrefix}-Language`}
        label={t('sprayNet.prefs.language')}
        choices={ALERT_LANGUAGES.map((l) => ({ value: l, label: t(`sprayNet.language.${l}`) }))}
      />
      <FormCheckboxField
        form={form}
        name={name('CallBeforeSpraying')}
        id={`${idPrefix}-CallBeforeSpraying`}
        label={t('sprayNet.prefs.callBefore')}
      />
    </>
  );
}
