import { guideLanguageOf } from '@beewatch/shared';
import { useTranslation } from 'react-i18next';
import { GuideContent } from './guide-content';

/** home/userguide (spec §2.2): the guide of the signed-in role in the UI language. */
export function UserGuideScreen({ roleId }: { roleId: number }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="guide-title">
      <h1 id="guide-title">{t('menu.home/userguide')}</h1>
      <GuideContent roleId={roleId} languageId={guideLanguageOf(i18n.language)} t={t} />
    </section>
  );
}
