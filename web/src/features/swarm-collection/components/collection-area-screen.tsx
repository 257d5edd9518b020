import './swarm-collection.css';
import {
  COLLECTION_RADIUS_DEFAULT_KM,
  COLLECTION_RADIUS_MAX_KM,
  COLLECTION_RADIUS_MIN_KM,
  SwarmMsg,
  CollectionAreaFields,
} from '@beewatch/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/ui/alerts';
import { FormSelectField, FormSubmit, FormTextField, SchemaForm, useSchemaForm } from '@/components/ui/form';
import { formatDisplayDate } from '@/lib/dates';
import { useCollectionArea } from '../api/get-collection-area';
import { useSaveCollectionArea } from '../api/save-collection-area';
import { Spinner } from '@/components/ui/spinner';

const RADII = Array.from(
  { length: COLLECTION_RADIUS_MAX_KM - COLLECTION_RADIUS_MIN_KM + 1 },
  (_, i) => COLLECTION_RADIUS_MIN_KM + i,
);

/**
 * beekeeper/collectionarea: where a swarm collector (ProfessionalBeeKeeper, spec §6)
 * collects — a radius (1–10 km, default 10) around a post code. Reports inside it are sent to them.
 */
export function CollectionAreaScreen() {
  const { t, i18n } = useTranslation();
  const { showAlert } = useAlerts();
  const area = useCollectionArea();
  const save = useSaveCollectionArea();
  const {
    form,
    submit,
    serverError: formError,
  } = useSchemaForm(CollectionAreaFields, {
    defaultValues: { PostCode: '', RadiusKm: COLLECTION_RADIUS_DEFAULT_KM },
    onSubmit: async (values) => {
      await save.mutateAsync(values);
      showAlert('success', SwarmMsg.areaSaved, { autoClose: true });
    },
  });
  const { reset } = form;
  useEffect(() => {
    if (area.data) reset({ PostCode: area.data.PostCode, RadiusKm: area.data.RadiusKm });
  }, [area.data, reset]);

  // Until the saved area is loaded the form would show defaults, and what is typed would be reset.
  if (area.isPending) return <Spinner label={t('common.loading')} />;

  return (
    <section aria-labelledby="area-title" className="swarm-collection">
      <h1 id="area-title">{t('swarmCollection.area.title')}</h1>
      <p className="hint">{t('swarmCollection.area.intro')}</p>
      {area.data ? (
        <p data-testid="current-area">
          {t('swarmCollection.area.current', {
            postCode: area.data.PostCode,
            place: area.data.PlaceName,
            radius: area.data.RadiusKm,
            date: formatDisplayDate(area.data.UpdatedAt, i18n.language),
          })}
        </p>
      ) : (
        !area.isPending && <p className="hint">{t('swarmCollection.area.none')}</p>
      )}
      <SchemaForm form={form} onSubmit={submit} className="swarm-area-form">
        <FormTextField
          name="PostCode"
          id="area-postcode"
          label={t('swarmCollection.area.postCode')}
          maxLength={12}
        />
        <FormSelectField
          name="RadiusKm"
          id="area-radius"
          label={t('swarmCollection.area.radius')}
          choices={RADII.map((km) => ({
            value: String(km),
            label: t('swarmCollection.area.km', { count: km }),
          }))}
        />
        <FormSubmit error={formError}>{t('common.save')}</FormSubmit>
      </SchemaForm>
    </section>
  );
}
