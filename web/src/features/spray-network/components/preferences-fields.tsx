import { ALERT_CHANNELS, ALERT_LANGUAGES } from '@beewatch/shared';
import { useTranslation } from 'react-i18next';
import { FormCheckboxField, FormSelectField, FormTextField } from '@/components/ui/form';

/**
 * The alert preference fields (channel, alert email, mobile, language, call before spraying), in
 * the enclosing SchemaForm.
 */
export function PreferencesFields({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation();
  const name = (n: string) => n;
  return (
    <>
      <FormSelectField
        name={name('Channel')}
        id={`${idPrefix}-Channel`}
        label={t('sprayNet.prefs.channel')}
        choices={ALERT_CHANNELS.map((c) => ({ value: c, label: t(`sprayNet.channel.${c}`) }))}
      />
      <FormTextField
        name={name('AlertEmail')}
        id={`${idPrefix}-AlertEmail`}
        type="email"
        label={t('sprayNet.prefs.alertEmail')}
        descriptiveText={t('sprayNet.prefs.alertEmailHint')}
      />
      <FormTextField
        name={name('Mobile')}
        id={`${idPrefix}-Mobile`}
        type="tel"
        label={t('sprayNet.prefs.mobile')}
        descriptiveText={t('sprayNet.prefs.mobileHint')}
      />
      <FormSelectField
        name={name('Language')}
        id={`${idPrefix}-Language`}
        label={t('sprayNet.prefs.language')}
        choices={ALERT_LANGUAGES.map((l) => ({ value: l, label: t(`sprayNet.language.${l}`) }))}
      />
      <FormCheckboxField
        name={name('CallBeforeSpraying')}
        id={`${idPrefix}-CallBeforeSpraying`}
        label={t('sprayNet.prefs.callBefore')}
      />
    </>
  );
}
