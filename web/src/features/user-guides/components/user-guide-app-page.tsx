import { GuideLanguage } from '@beewatch/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { FixedColorMode } from '@/components/theme/color-mode';
import { useFeatureStrings } from '@/hooks/use-feature-strings';
import { GuideContent } from './guide-content';
import './user-guides.css';

/**
 * home/userguideapp/{RoleID}/{LanguageID}/{IsinDarkMode} (spec §2.1): the guide the apps open
 * without signing in, in the guide's language (1 English, 2 French), dark when IsinDarkMode is '1'.
 * No portal header: it is shown inside the app.
 */
export function UserGuideAppPage() {
  const params = useParams();
  const roleId = Number(params.roleId);
  const languageId = Number(params.languageId);
  const dark = params.darkMode === '1';
  const lng = languageId === GuideLanguage.fr ? 'fr' : 'en';
  // Fixed to the guide's language, which may not be the browser's: its strings (core and
  // features) load first.
  const { t, ready } = useTranslation(undefined, { lng });
  const featureStrings = useFeatureStrings(lng);
  useEffect(() => {
    document.documentElement.lang = lng;
  }, [lng]);
  if (!ready || !featureStrings) return null;
  const valid = Number.isInteger(roleId) && roleId > 0 && Number.isInteger(languageId) && languageId > 0;
  return (
    <FixedColorMode mode={dark ? 'dark' : 'light'}>
      <main className={dark ? 'guide-app guide-dark' : 'guide-app'} data-theme={dark ? 'dark' : 'light'}>
        <h1 className="visually-hidden">{t('menu.home/userguide')}</h1>
        {valid ? (
          <GuideContent roleId={roleId} languageId={languageId} t={t} />
        ) : (
          <p className="guide-status" role="status">
            {t('msg.guideEmpty')}
          </p>
        )}
      </main>
    </FixedColorMode>
  );
}
