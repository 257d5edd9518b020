import { useTranslation } from 'react-i18next';

/** The one page for every screen of the spec not built in this version: says so plainly, names the page. */
export function NotAvailableRoute({ label }: { label: string }) {
  const { t } = useTranslation();
  const page = t(label);
  return (
    <section className="placeholder" aria-labelledby="not-available-title">
      <h1 id="not-available-title">{page}</h1>
      <p>{t('notAvailable.message', { page })}</p>
    </section>
  );
}
