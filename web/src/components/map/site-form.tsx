import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MessageSource } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { FormSubmit, FormTextField, SchemaForm } from '@/components/ui/form';
import { PageHead } from '@/components/ui/page-head';
import { PlaceFields, type PlaceValues } from './place-fields';

/** The feature's own labels of {@link SiteFormScreen}, already translated. */
export interface SiteFormLabels {
  /** The screen's h1. */
  title: string;
  /** Accessible name of the pick-on-map control. */
  pick: string;
  /** The site's size beside its coordinates (colonies of an apiary, hectares of a field). */
  measure: string;
}

/**
 * A screen that adds or edits a site (apiary, treatment field): its head with the link back to
 * the list (`back`), then the site form: name, place (PlaceFields) with the size input named
 * `measure.name` (a number ≥ 0; `step` 'any' allows decimals) on the coordinates' row, what
 * `children` adds (e.g. notes) and the save button with the server's error. `form` is what
 * useSchemaForm returns for the site's shared schema; input ids are `<idPrefix>-<field name>`.
 */
export function SiteFormScreen<T extends FieldValues & PlaceValues, O extends FieldValues>({
  idPrefix,
  kind,
  labels,
  back,
  form: { form, submit, serverError, setServerError },
  measure,
  children,
}: {
  idPrefix: string;
  kind: 'apiary' | 'field';
  labels: SiteFormLabels;
  back: { to: string; label: string };
  form: {
    form: UseFormReturn<T, unknown, O>;
    submit: FormEventHandler<HTMLFormElement>;
    serverError: MessageSource | null;
    setServerError: (message: MessageSource | null) => void;
  };
  measure: { name: string; step?: 'any' };
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = `${idPrefix}-form-title`;
  return (
    <section aria-labelledby={titleId}>
      <PageHead id={titleId} title={labels.title}>
        <Link to={back.to}>{back.label}</Link>
      </PageHead>
      <SchemaForm form={form} onSubmit={submit} className="site-form">
        <FormTextField name={'Name' as Path<T>} id={`${idPrefix}-Name`} label={t('map.site.name')} />
        <PlaceFields
          form={form}
          idPrefix={idPrefix}
          kind={kind}
          pickLabel={labels.pick}
          onError={setServerError}
          extra={
            <FormTextField
              name={measure.name as Path<T>}
              id={`${idPrefix}-${measure.name}`}
              label={labels.measure}
              type="number"
              step={measure.step}
              min={0}
            />
          }
        />
        {children}
        <FormSubmit error={serverError}>{t('common.save')}</FormSubmit>
      </SchemaForm>
    </section>
  );
}
