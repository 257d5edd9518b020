import { TreatmentFieldFields, type TreatmentField } from '@beewatch/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { PlaceFields } from '@/components/map/place-fields';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { FormSubmit, FormTextField, SchemaForm, useSchemaForm } from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import { translateMessage } from '@/lib/i18n';
import { useFields } from '../api/get-fields';
import { useSaveField } from '../api/save-field';
import { SavedNote } from './saved-note';
import { PageHead } from '@/components/ui/page-head';

/** pesticide/treatmentfieldlist: the pesticide user's fields. */
export function FieldListScreen() {
  const { t } = useTranslation();
  const fields = useFields();
  const saved = (useLocation().state as { saved?: string } | null)?.saved;
  const columns = useMemo<DataColumn<TreatmentField>[]>(
    () => [
      { id: 'name', header: t('treatments.col.name'), cell: (f) => f.Name },
      { id: 'postCode', header: t('treatments.col.postCode'), cell: (f) => f.PostCode ?? '' },
      { id: 'area', header: t('treatments.col.area'), cell: (f) => f.AreaHectares ?? '' },
      {
        id: 'position',
        header: t('treatments.col.position'),
        className: 'nowrap',
        cell: (f) => `${f.Latitude.toFixed(5)}, ${f.Longitude.toFixed(5)}`,
      },
    ],
    [t],
  );
  return (
    <section aria-labelledby="fields-title">
      <PageHead
        id="fields-title"
        title={t('menu.pesticide/treatmentfieldlist')}
        primaryLink={{ to: '/pesticide/addtreatmentfield', label: t('treatments.addField') }}
      />
      {saved && <SavedNote text={saved} />}
      {fields.isPending && <Spinner label={t('treatments.loading')} />}
      {fields.data && (
        <DataTable
          label={t('menu.pesticide/treatmentfieldlist')}
          columns={columns}
          rows={fields.data}
          rowId={(f) => f.FieldID}
          emptyText={t('treatments.noFields')}
        />
      )}
    </section>
  );
}

/** pesticide/addtreatmentfield: a name and a location set by post code or by clicking the map. */
export function FieldFormScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveField();
  const { form, submit, serverError, setServerError } = useSchemaForm(TreatmentFieldFields, {
    defaultValues: { Name: '', PostCode: '' },
    onSubmit: async (values) => {
      await save.mutateAsync(values);
      void navigate('/pesticide/treatmentfieldlist', { state: { saved: translateMessage('Data saved') } });
    },
  });
  return (
    <section aria-labelledby="field-form-title">
      <PageHead id="field-form-title" title={t('menu.pesticide/addtreatmentfield')}>
        <Link to="/pesticide/treatmentfieldlist">{t('menu.pesticide/treatmentfieldlist')}</Link>
      </PageHead>
      <SchemaForm form={form} onSubmit={submit} className="site-form">
        <FormTextField name="Name" id="field-Name" label={t('treatments.col.name')} />
        <PlaceFields
          form={form}
          idPrefix="field"
          kind="field"
          labels={{
            postCode: t('treatments.col.postCode'),
            find: t('treatments.findPostCode'),
            latitude: t('treatments.latitude'),
            longitude: t('treatments.longitude'),
            pick: t('treatments.fieldMapLabel'),
            requestFailed: t('common.requestFailed'),
          }}
          onError={setServerError}
          extra={
            <FormTextField
              name="AreaHectares"
              id="field-AreaHectares"
              label={t('treatments.col.area')}
              type="number"
              step="any"
              min={0}
            />
          }
        />
        <FormSubmit error={serverError}>{t('treatments.save')}</FormSubmit>
      </SchemaForm>
    </section>
  );
}
