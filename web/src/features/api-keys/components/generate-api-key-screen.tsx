import { GenerateApiKeyRequest, SwarmMsg, type ApiKeyRow } from '@beewatch/shared';
import { Alert, TextAreaField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormSubmit, FormTextField, SchemaForm, useSchemaForm } from '@/components/ui/form';
import { translateMessage } from '@/lib/i18n';
import { useGenerateApiKey } from '../api/generate-api-key';
import { embedOf } from '../lib/embed';
import { PageHead } from '@/components/ui/page-head';

/**
 * admin/generateapikey (spec §2.4): a key for an owner and the one origin allowed to
 * frame the form; then the key, its form address and the iframe to paste.
 */
export function GenerateApiKeyScreen() {
  const { t } = useTranslation();
  const generate = useGenerateApiKey();
  const [created, setCreated] = useState<ApiKeyRow | null>(null);
  const { form, submit, serverError } = useSchemaForm(GenerateApiKeyRequest, {
    defaultValues: { Owner: '', AllowedOrigin: '' },
    onSubmit: async (values) => {
      setCreated(await generate.mutateAsync(values));
      form.reset();
    },
  });
  const embed = created && embedOf(created.ApiKey);

  return (
    <section aria-labelledby="generate-key-title" className="api-key-generate">
      <PageHead amplifyHeading id="generate-key-title" title={t('apiKeys.generateTitle')}>
        <Link to="/admin/apikeylist">{t('apiKeys.backToList')}</Link>
      </PageHead>
      <p className="hint">{t('apiKeys.generateIntro')}</p>
      <SchemaForm form={form} onSubmit={submit}>
        <FormTextField name="Owner" id="apikey-owner" label={t('apiKeys.owner')} maxLength={100} />
        <FormTextField
          name="AllowedOrigin"
          id="apikey-origin"
          label={t('apiKeys.allowedOrigin')}
          descriptiveText={t('apiKeys.allowedOriginHint')}
          placeholder="https://www.example.org"
          maxLength={200}
        />
        <FormSubmit error={serverError}>{t('apiKeys.generate')}</FormSubmit>
      </SchemaForm>
      {created && embed && (
        <div className="api-key-result" role="status">
          <Alert variation="success">{translateMessage(SwarmMsg.apiKeyGenerated)}</Alert>
          <dl>
            <dt>{t('apiKeys.key')}</dt>
            <dd>
              <code data-testid="new-api-key">{created.ApiKey}</code>
            </dd>
            <dt>{t('apiKeys.owner')}</dt>
            <dd>{created.Owner}</dd>
            <dt>{t('apiKeys.allowedOrigin')}</dt>
            <dd>{created.AllowedOrigin}</dd>
            <dt>{t('apiKeys.formLink')}</dt>
            <dd>
              <a href={embed.url}>{embed.url}</a>
            </dd>
            <dt>{t('apiKeys.snippet')}</dt>
            <dd>
              <TextAreaField
                label={t('apiKeys.snippet')}
                labelHidden
                isReadOnly
                rows={11}
                className="api-key-snippet"
                value={embed.snippet}
              />
            </dd>
          </dl>
          <a href={`/home/testapi?key=${encodeURIComponent(created.ApiKey)}`}>{t('apiKeys.tryIt')}</a>
        </div>
      )}
    </section>
  );
}
