import { useTranslation } from 'react-i18next';
import './public-pages.css';

/**
 * home/privacypolicy (spec §1): alerts within 10 km (beekeepers) and 1 km (bystanders); data kept
 * while active plus 6 months; commercial records up to 7 years; requests answered within a month.
 */
export function PrivacyPolicyPage() {
  const { t } = useTranslation();
  const sections = ['alerts', 'retention', 'records', 'requests', 'rights'] as const;
  return (
    <article className="public-page" aria-labelledby="privacy-title">
      <h1 id="privacy-title">{t('publicPages.privacy.title')}</h1>
      <p>{t('publicPages.privacy.intro')}</p>
      {sections.map((s) => (
        <section key={s} aria-labelledby={`privacy-${s}`}>
          <h2 id={`privacy-${s}`}>{t(`publicPages.privacy.${s}.title`)}</h2>
          <p>{t(`publicPages.privacy.${s}.text`)}</p>
        </section>
      ))}
    </article>
  );
}
