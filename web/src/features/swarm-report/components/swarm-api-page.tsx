import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiKeyInfo } from '../api/check-api-key';
import { useReportFrameHeight } from '../hooks/use-frame-height';
import { SwarmReportForm } from './swarm-report-form';
import './swarm-report.css';
import { QueryError } from '@/components/ui/query-status';

/**
 * home/swarmapi/{key} and home/swarmapi/{key}/{url} (spec §2.1, §2.8): the public swarm form,
 * identified only by its API key (sent as the header token of every call). The page is framed
 * by the key owner's site (frame-ancestors from the key's allowed origin, set by the server).
 * An unknown or revoked key is said plainly and the form cannot be sent. Framed, it tells the
 * host page its height (useReportFrameHeight), so the frame shows the whole form.
 */
export function SwarmApiPage({ apiKey }: { apiKey: string }) {
  const { t } = useTranslation();
  const key = useApiKeyInfo(apiKey);
  const pageRef = useRef<HTMLElement>(null);
  useReportFrameHeight(pageRef);
  return (
    <section ref={pageRef} className="swarm-page" aria-labelledby="swarm-title">
      <h1 id="swarm-title">{t('swarmReport.title')}</h1>
      <p className="hint">{t('swarmReport.intro')}</p>
      {key.data && (
        <p className="hint swarm-owner">{t('swarmReport.onBehalfOf', { owner: key.data.Owner })}</p>
      )}
      <QueryError query={key} />
      <SwarmReportForm apiKey={apiKey} disabled={!key.data} />
    </section>
  );
}
