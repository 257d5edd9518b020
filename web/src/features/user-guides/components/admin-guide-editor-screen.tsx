import { GUIDE_HEADER_MAX, GuideMsg, type GuideAdminItem, SaveGuideFields } from '@beewatch/shared';
import { Flex, Label, Text } from '@aws-amplify/ui-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAlerts } from '@/components/ui/alerts';
import { FormSelectField, FormSubmit, FormTextField, SchemaForm, useSchemaForm } from '@/components/ui/form';
import { labelled, translateMessage } from '@/lib/i18n';
import { useGuideItem } from '../api/get-guide-item';
import { useSaveGuideItem } from '../api/save-guide-item';
import { GuideAccordion } from './guide-accordion';
import { GUIDE_LANGUAGES, GUIDE_ROLES, guideScope } from './guide-options';
import './user-guides.css';
import { PageHead } from '@/components/ui/page-head';
import { RecordGate } from '@/components/ui/record-gate';

// TipTap and ProseMirror are large: only administrators editing a guide load them.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

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
  const { roleId, languageId } = guideScope(params, i18n.language);
  const existing = useGuideItem(roleId, languageId, detailsId);
  const save = useSaveGuideItem();
  const [saved, setSaved] = useState<GuideAdminItem | null>(null);
  const { form, submit, serverError } = useSchemaForm(SaveGuideFields, {
    defaultValues: { RoleID: roleId, LanguageID: languageId, LinkHeader: '', LinkDetails: '', SortOrder: 0 },
    onSubmit: async (values) => {
      const item = await save.mutateAsync(values);
      setSaved(item);
      showAlert('success', GuideMsg.saved, { autoClose: true });
      // Continue on the stored item: the editor now holds the sanitized HTML.
      reset({ ...values, DetailsID: item.DetailsID, LinkDetails: item.LinkDetails });
      if (!detailsId)
        void navigate(
          `/admin/adduserguide?RoleID=${item.RoleID}&LanguageID=${item.LanguageID}&DetailsID=${item.DetailsID}`,
          { replace: true },
        );
    },
  });

  const { reset } = form;
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

  const detailsError = form.formState.errors.LinkDetails?.message;

  const backToList = (
    <Link to={`/admin/userguide?RoleID=${roleId}&LanguageID=${languageId}`}>
      {t('userGuides.backToList')}
    </Link>
  );
  // Until the item is loaded the form would show blanks, and what is typed would be reset.
  if (detailsId && !existing.isSuccess)
    return <RecordGate title={t('userGuides.editTitle')} named record={existing} back={backToList} />;

  return (
    <section aria-labelledby="guide-editor-title" className="guide-form">
      <PageHead
        id="guide-editor-title"
        title={t(detailsId ? 'userGuides.editTitle' : 'menu.admin/adduserguide')}
      >
        <Link to={`/admin/userguide?RoleID=${roleId}&LanguageID=${languageId}`}>
          {t('userGuides.backToList')}
        </Link>
      </PageHead>
      <SchemaForm form={form} onSubmit={submit}>
        <Flex className="guide-filters" wrap="wrap">
          {detailsId ? (
            // The item's role and language are its key: shown, not editable.
            <p className="hint">
              {labelled(
                t('userGuides.role'),
                t(`role.${GUIDE_ROLES.find((r) => r.id === roleId)?.name ?? ''}`),
              )}{' '}
              ·{' '}
              {labelled(
                t('userGuides.language'),
                GUIDE_LANGUAGES.find((l) => l.id === languageId)?.label ?? '',
              )}
            </p>
          ) : (
            <>
              <FormSelectField
                name="RoleID"
                id="guide-RoleID"
                label={t('userGuides.role')}
                registerOptions={{ valueAsNumber: true }}
                choices={GUIDE_ROLES.map((r) => ({ value: String(r.id), label: t(`role.${r.name}`) }))}
              />
              <FormSelectField
                name="LanguageID"
                id="guide-LanguageID"
                label={t('userGuides.language')}
                registerOptions={{ valueAsNumber: true }}
                choices={GUIDE_LANGUAGES.map((l) => ({ value: String(l.id), label: l.label }))}
              />
            </>
          )}
          <FormTextField
            name="SortOrder"
            id="guide-SortOrder"
            label={t('userGuides.sortOrder')}
            type="number"
            min={0}
            max={999}
          />
        </Flex>
        <FormTextField
          name="LinkHeader"
          id="guide-LinkHeader"
          label={t('userGuides.header')}
          maxLength={GUIDE_HEADER_MAX}
        />
        <Flex direction="column" gap="xs">
          <Label id="guide-details-label">{t('userGuides.details')}</Label>
          <Suspense fallback={<p className="hint">{t('common.loading')}</p>}>
            <Controller
              control={form.control}
              name="LinkDetails"
              render={({ field }) => (
                <RichTextEditor
                  id="guide-LinkDetails"
                  labelledBy="guide-details-label"
                  describedBy={detailsError ? 'guide-LinkDetails-error' : undefined}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  invalid={Boolean(detailsError)}
                />
              )}
            />
          </Suspense>
          {detailsError && (
            <Text id="guide-LinkDetails-error" className="amplify-field__error-message" role="alert">
              {translateMessage(detailsError)}
            </Text>
          )}
        </Flex>
        <FormSubmit error={serverError}>{t('userGuides.save')}</FormSubmit>
      </SchemaForm>
      {saved && (
        <div className="guide-preview" aria-labelledby="guide-preview-title" role="region">
          <h2 id="guide-preview-title">{t('userGuides.preview')}</h2>
          <GuideAccordion key={saved.UpdatedAt} items={[saved]} />
        </div>
      )}
    </section>
  );
}
