import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import './swarm-report.css';

/**
 * home/testapi (spec §2.1, §2.8): the instructions for the public, and the swarm form in a frame
 * exactly as a key owner embeds it. The key comes from `?key=` (npm start prints the demo URL)
 * or is typed in.
 */
export function TestApiPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const apiKey = params.get('key')?.trim() ?? '';
  const [typed, setTyped] = useState(apiKey);
  return (
    <section className="swarm-page swarm-test" aria-labelledby="testapi-title">
      <h1 id="testapi-title">{t('swarmReport.testApi.title')}</h1>
      <ol className="swarm-steps">
        <li>{t('swarmReport.testApi.step1')}</li>
        <li>{t('swarmReport.testApi.step2')}</li>
        <li>{t('swarmReport.testApi.step3')}</li>
        <li>{t('swarmReport.testApi.step4')}</li>
      </ol>
      <p>{t('swarmReport.testApi.privacy')}</p>
      <form
        className="swarm-key-form"
        onSubmit={(e) => {
          e.preventDefault();
          setParams(typed.trim() ? { key: typed.trim() } : {});
        }}
      >
        <label htmlFor="testapi-key">{t('swarmReport.testApi.apiKey')}</label>
        <input id="testapi-key" value={typed} onChange={(e) => setTyped(e.target.value)} spellCheck={false} />
        <button type="submit" className="btn">
          {t('swarmReport.testApi.show')}
        </button>
      </form>
      {apiKey ? (
        <iframe
          className="swarm-frame"
          title={t('swarmReport.title')}
          src={`/home/swarmapi/${encodeURIComponent(apiKey)}`}
        />
      ) : (
        <p className="hint">{t('swarmReport.testApi.noKey')}</p>
      )}
    </section>
  );
}
