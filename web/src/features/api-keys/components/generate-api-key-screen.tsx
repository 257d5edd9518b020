import { GenerateApiKeyRequest, SwarmMsg, type ApiKeyRow } from '@beewatch/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n';
import { embedOf, useGenerateApiKey } from '../api/api-keys-api';

/**
 * admin/generateapikey (spec §2.4; issue 5): a key for an owner and the one origin allowed to
 * frame the form; then the key, its form address and the iframe to paste.
 */
export function GenerateApiKeyScreen() {
  const { t } = useTranslation();
  const generate = useGenerateApiKey();
  const [created, setCreated] = useState<ApiKeyRow | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(GenerateApiKeyRequest),
    defaultValues: { Owner: '', AllowedOrigin: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      setCreated(await generate.mutateAsync(values));
      reset();
    } catch (err) {
      setFormError(
        err instanceof ApiError && !err.isTransport
          ? translateMessage(err.message)
          : t('common.requestFailed'),
      );
    }
  });
  const embed = created && embedOf(created.ApiKey);

  return (
    <section aria-labelledby="generate-key-title" className="api-key-generate">
      <div className="page-head">
        <h1 id="generate-key-title">{t('apiKeys.generateTitle')}</h1>
        <Link to="/admin/apikeylist">{t('apiKeys.backToList')}</Link>
      </div>
      <p className="hint">{t('apiKeys.generateIntro')}</p>
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="apikey-owner">{t('apiKeys.owner')}</label>
          <input
            id="apikey-owner"
            maxLength={100}
            aria-invalid={errors.Owner ? true : undefined}
            aria-describedby={errors.Owner ? 'apikey-owner-error' : undefined}
            {...register('Owner')}
          />
          {errors.Owner?.message && (
            <p id="apikey-owner-error" className="field-error" role="alert">
              {translateMessage(errors.Owner.message)}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="apikey-origin">{t('apiKeys.allowedOrigin')}</label>
          <input
            id="apikey-origin"
            placeholder="https://www.example.org"
            maxLength={200}
            aria-invalid={errors.AllowedOrigin ? true : undefined}
            aria-describedby={errors.AllowedOrigin ? 'apikey-origin-error' : 'apikey-origin-hint'}
            {...register('AllowedOrigin')}
          />
          <p id="apikey-origin-hint" className="hint">
            {t('apiKeys.allowedOriginHint')}
          </p>
          {errors.AllowedOrigin?.message && (
            <p id="apikey-origin-error" className="field-error" role="alert">
              {translateMessage(errors.AllowedOrigin.message)}
            </p>
          )}
        </div>
        {formError && (
          <p className="form-error" role="alert">
            {formError}
          </p>
        )}
        <SubmitButton busy={isSubmitting}>{t('apiKeys.generate')}</SubmitButton>
      </form>
      {created && embed && (
        <div className="api-key-result" role="status">
          <p className="form-success">{translateMessage(SwarmMsg.apiKeyGenerated)}</p>
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
              <textarea
                readOnly
                rows={3}
                className="api-key-snippet"
                value={embed.snippet}
                aria-label={t('apiKeys.snippet')}
              />
            </dd>
          </dl>
          <a href={`/home/testapi?key=${encodeURIComponent(created.ApiKey)}`}>{t('apiKeys.tryIt')}</a>
        </div>
      )}
    </section>
  );
}
