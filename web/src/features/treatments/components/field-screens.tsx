import { Msg, type TreatmentField, TreatmentFieldFields } from '@beewatch/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SiteFormScreen } from '@/components/map/site-form';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { useSchemaForm } from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import { useFields } from '../api/get-fields';
import { useSaveField } from '../api/save-field';
import { PageHead } from '@/components/ui/page-head';
import { formatCoordinates } from '@/components/map/point-place';
import { formatDecimal } from '@/lib/numbers';
import { savedState, useSavedNotice } from '@/components/ui/alerts';

/** pesticide/treatmentfieldlist: the pesticide user's fields. */
export function FieldListScreen() {
  const { t, i18n } = useTranslation();
  const fields = useFields();
  useSavedNotice();
  const columns = useMemo<DataColumn<TreatmentField>[]>(
    () => [
      { id: 'name', header: t('treatments.col.name'), cell: (f) => f.Name },
      { id: 'postCode', header: t('treatments.col.postCode'), cell: (f) => f.PostCode ?? '' },
      {
        id: 'area',
        header: t('treatments.col.area'),
        cell: (f) => (f.AreaHectares == null ? '' : formatDecimal(f.AreaHectares, 2, i18n.language, 0)),
      },
      {
        id: 'position',
        header: t('treatments.col.position'),
        className: 'nowrap',
        cell: (f) => formatCoordinates(t, f.Latitude, f.Longitude),
      },
    ],
    [t, i18n.language],
  );
  return (
    <section aria-labelledby="fields-title">
      <PageHead
        id="fields-title"
        title={t('menu.pesticide/treatmentfieldlist')}
        primaryLink={{ to: '/pesticide/addtreatmentfield', label: t('treatments.addField') }}
      />
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
  const schemaForm = useSchemaForm(TreatmentFieldFields, {
    defaultValues: { Name: '', PostCode: '' },
    onSubmit: async (values) => {
      await save.mutateAsync(values);
      void navigate('/pesticide/treatmentfieldlist', savedState(Msg.dataSaved));
    },
  });
  return (
    <SiteFormScreen
      idPrefix="field"
      kind="field"
      labels={{
        title: t('menu.pesticide/addtreatmentfield'),
        pick: t('treatments.fieldMapLabel'),
        measure: t('treatments.col.area'),
      }}
      back={{ to: '/pesticide/treatmentfieldlist', label: t('menu.pesticide/treatmentfieldlist') }}
      form={schemaForm}
      measure={{ name: 'AreaHectares', step: 'any' }}
    />
  );
}
