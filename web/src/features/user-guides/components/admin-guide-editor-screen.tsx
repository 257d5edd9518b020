import {
  GUIDE_HEADER_MAX,
  GuideMsg,
  Role,
  type GuideAdminItem,
  type SaveGuideForm as SaveGuideValues,
  SaveGuideFields,
} from '@beewatch/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAlerts } from '@/components/ui/alerts';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n';
import { useGuideItem, useSaveGuideItem } from '../api/admin-guides';
import { GuideAccordion } from './guide-accordion';
import { GUIDE_LANGUAGES, GUIDE_ROLES, pick } from './guide-options';
import './user-guides.css';

// TipTap and ProseMirror are large: only administrators editing a guide load them.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

type FormValues = SaveGuideValues;

/**
 * admin/adduserguide (spec §2.4): adds an item to a role's guide in a language, or edits one
 * (?DetailsID=). After saving, the item is shown as users will see it — the HTML as the server
 * sanitized it.
 */
export function AdminGuideEditorScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { showAlert } = useAlerts();
  const [params] = useSearchParams();
  const detailsId = params.get('DetailsID');
  const roleId = pick(
    params.get('RoleID'),
    GUIDE_ROLES.map((r) => r.id),
    Role.Administrator,
  );
  const languageId = pick(
    params.get('LanguageID'),
    GUIDE_LANGUAGES.map((l) => l.id),
    i18n.language.startsWith('fr') ? 2 : 1,
  );
  const existing = useGuideItem(roleId, languageId, detailsId);
  const save = useSaveGuideItem();
  const [saved, setSaved] = useState<GuideAdminItem | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, SaveGuideValues>({
    resolver: zodResolver(SaveGuideFields),
    defaultValues: { RoleID: roleId, LanguageID: languageId, LinkHeader: '', LinkDetails: '', SortOrder: 0 },
  });

  useEffect(() => {
    if (existing.data)
      reset({
        DetailsID: existing.data.DetailsID,
        RoleID: existing.data.RoleID,
        LanguageID: existing.data.LanguageID,
        LinkHeader: existing.data.LinkHeader,
        LinkDetails: existing.data.LinkDetails,
        SortOrder: existing.data.SortOrder,
      });
  }, [existing.data, reset]);

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const item = await save.mutateAsync(values);
      setSaved(item);
      showAlert('success', translateMessage(GuideMsg.saved), { autoClose: true });
      // Continue on the stored item: the editor now holds the sanitized HTML.
      reset({ ...values, DetailsID: item.DetailsID, LinkDetails: item.LinkDetails });
      if (!detailsId)
        void navigate(
          `/admin/adduserguide?RoleID=${item.RoleID}&LanguageID=${item.LanguageID}&DetailsID=${item.DetailsID}`,
          { replace: true },
        );
    } catch (err) {
      setServerError(err instanceof ApiError && !err.isTransport ? err.message : t('common.requestFailed'));
    }
  });
  const error = (name: 'LinkHeader' | 'LinkDetails' | 'SortOrder' | 'RoleID' | 'LanguageID') =>
    errors[name]?.message && (
      <p id={`guide-${name}-error`} className="field-error" role="alert">
        {translateMessage(errors[name].message)}
      </p>
    );

  if (detailsId && existing.isError)
    return (
      <p className="form-error" role="alert">
        {translateMessage(GuideMsg.notFound)}
      </p>
    );

  return (
    <section aria-labelledby="guide-editor-title" className="guide-form">
      <div className="page-head">
        <h1 id="guide-editor-title">{t(detailsId ? 'userGuides.editTitle' : 'menu.admin/adduserguide')}</h1>
        <Link to={`/admin/userguide?RoleID=${roleId}&LanguageID=${languageId}`}>
          {t('userGuides.backToList')}
        </Link>
      </div>
      <form onSubmit={submit} noValidate>
        <div className="guide-filters">
          {detailsId ? (
            // The item's role and language are its key: shown, not editable.
            <p className="hint">
              {t('userGuides.role')}: {t(`role.${GUIDE_ROLES.find((r) => r.id === roleId)?.name ?? ''}`)} ·{' '}
              {t('userGuides.language')}: {GUIDE_LANGUAGES.find((l) => l.id === languageId)?.label}
            </p>
          ) : (
            <>
              <div className="field">
                <label htmlFor="guide-RoleID">{t('userGuides.role')}</label>
                <select id="guide-RoleID" {...register('RoleID', { valueAsNumber: true })}>
                  {GUIDE_ROLES.map((r) => (
                    <option key={r.id} value={r.id}>
                      {t(`role.${r.name}`)}
                    </option>
                  ))}
                </select>
                {error('RoleID')}
              </div>
              <div className="field">
                <label htmlFor="guide-LanguageID">{t('userGuides.language')}</label>
                <select id="guide-LanguageID" {...register('LanguageID', { valueAsNumber: true })}>
                  {GUIDE_LANGUAGES.map((l) => (
                    <option key={l.id} value={l.id}>
                      {l.label}
                    </option>
                  ))}
                </select>
              </div>
            </>
          )}
          <div className="field">
            <label htmlFor="guide-SortOrder">{t('userGuides.sortOrder')}</label>
            <input id="guide-SortOrder" type="number" min={0} max={999} {...register('SortOrder')} />
            {error('SortOrder')}
          </div>
        </div>
        <div className="field">
          <label htmlFor="guide-LinkHeader">{t('userGuides.header')}</label>
          <input
            id="guide-LinkHeader"
            type="text"
            maxLength={GUIDE_HEADER_MAX}
            aria-invalid={errors.LinkHeader ? true : undefined}
            {...register('LinkHeader')}
          />
          {error('LinkHeader')}
        </div>
        <div className="field">
          <span id="guide-details-label" className="label">
            {t('userGuides.details')}
          </span>
          <Suspense fallback={<p className="hint">{t('common.loading')}</p>}>
            <Controller
              control={control}
              name="LinkDetails"
              render={({ field }) => (
                <RichTextEditor
                  id="guide-LinkDetails"
                  labelledBy="guide-details-label"
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  invalid={Boolean(errors.LinkDetails)}
                />
              )}
            />
          </Suspense>
          {error('LinkDetails')}
        </div>
        {serverError && (
          <p className="form-error" role="alert">
            {translateMessage(serverError)}
          </p>
        )}
        <SubmitButton busy={isSubmitting}>{t('userGuides.save')}</SubmitButton>
      </form>
      {saved && (
        <div className="guide-preview" aria-labelledby="guide-preview-title" role="region">
          <h2 id="guide-preview-title">{t('userGuides.preview')}</h2>
          <GuideAccordion key={saved.UpdatedAt} items={[saved]} />
        </div>
      )}
    </section>
  );
}
