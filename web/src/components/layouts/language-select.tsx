import { LANGUAGES, type Language } from '@beewatch/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, currentLanguage, LANGUAGE_LABELS } from '@/lib/i18n';

/** English/Français selector; the choice is kept in localStorage. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const value = i18n.resolvedLanguage ? currentLanguage() : 'en';
  return (
    <div className="language-select">
      <label htmlFor={id}>{t('layout.language')}</label>
      <select id={id} value={value} onChange={(e) => void chooseLanguage(e.target.value as Language)}>
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {LANGUAGE_LABELS[lng]}
          </option>
        ))}
      </select>
    </div>
  );
}
