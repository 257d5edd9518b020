import { Button, Flex, Heading, TextField } from '@aws-amplify/ui-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useFrameHeight } from '../hooks/use-frame-height';
import './swarm-report.css';

/**
 * home/testapi (spec §2.1, §2.8): the instructions for the public, and the swarm form in a frame
 * exactly as a key owner embeds it. The key comes from `?key=` (npm start prints the demo URL)
 * or is typed in. The frame takes the height the form reports, as the embed snippet does.
 */
export function TestApiPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const apiKey = params.get('key')?.trim() ?? '';
  const [typed, setTyped] = useState(apiKey);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const frameHeight = useFrameHeight(frameRef);
  return (
    <section className="swarm-page swarm-test" aria-labelledby="testapi-title">
      <Heading level={1} id="testapi-title">
        {t('swarmReport.testApi.title')}
      </Heading>
      <ol className="swarm-steps">
        <li>{t('swarmReport.testApi.step1')}</li>
        <li>{t('swarmReport.testApi.step2')}</li>
        <li>{t('swarmReport.testApi.step3')}</li>
        <li>{t('swarmReport.testApi.step4')}</li>
      </ol>
      <p>{t('swarmReport.testApi.privacy')}</p>
      <Flex
        as="form"
        className="swarm-key-form"
        wrap="wrap"
        alignItems="flex-end"
        onSubmit={(e) => {
          e.preventDefault();
          setParams(typed.trim() ? { key: typed.trim() } : {});
        }}
      >
        <TextField
          id="testapi-key"
          label={t('swarmReport.testApi.apiKey')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          spellCheck={false}
        />
        <Button type="submit">{t('swarmReport.testApi.show')}</Button>
      </Flex>
      {apiKey ? (
        <div className="swarm-frame-box">
          <iframe
            ref={frameRef}
            className="swarm-frame"
            style={frameHeight ? { height: frameHeight } : undefined}
            title={t('swarmReport.title')}
            src={`/home/swarmapi/${encodeURIComponent(apiKey)}`}
          />
        </div>
      ) : (
        <p className="hint">{t('swarmReport.testApi.noKey')}</p>
      )}
    </section>
  );
}
