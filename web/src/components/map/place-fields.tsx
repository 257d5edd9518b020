import { Button } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/ui/form';
import { geocode } from '@/lib/geocode';
import { LocationPicker } from './location-picker';
import type { MessageSource } from '@/lib/i18n';
import { failureMessage } from '@/lib/server-error';

/** The form values a place is written into (degrees, WGS84; the post code as typed). */
export interface PlaceValues {
  PostCode?: string | null;
  Latitude?: number;
  Longitude?: number;
}

/** Coordinates kept to 6 decimals (≈ 0.1 m): more is noise from a click. */
const round = (deg: number) => Math.round(deg * 1e6) / 1e6;

/**
 * Where a site is (apiary, treatment field): a post code with a lookup to its centroid
 * (common/GeocodePostCode), latitude and longitude inputs, and a map to click, whose accessible
 * name is `pickLabel` (translated by the feature). `idPrefix` makes the input ids
 * (`<prefix>-Latitude` …); `extra` joins the coordinates' row. A lookup failure goes to `onError`
 * with the server message in the UI language (common.requestFailed without one).
 */
export function PlaceFields<T extends FieldValues & PlaceValues, O extends FieldValues>({
  form,
  idPrefix,
  kind,
  pickLabel,
  onError,
  extra,
}: {
  form: UseFormReturn<T, unknown, O>;
  idPrefix: string;
  kind: 'apiary' | 'field';
  pickLabel: string;
  onError: (message: MessageSource | null) => void;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const { setValue, watch, getValues } = form;
  const path = (name: keyof PlaceValues) => name as Path<T>;
  const lat = watch(path('Latitude')) as unknown;
  const lng = watch(path('Longitude')) as unknown;
  const pick = (la: number, ln: number) => {
    setValue(path('Latitude'), round(la) as PathValue<T, Path<T>>, { shouldValidate: true });
    setValue(path('Longitude'), round(ln) as PathValue<T, Path<T>>, { shouldValidate: true });
  };
  const find = async () => {
    onError(null);
    try {
      const place = await geocode(String(getValues(path('PostCode')) ?? ''));
      pick(place.Latitude, place.Longitude);
    } catch (err) {
      onError(failureMessage(err));
    }
  };
  const coordinate = (name: 'Latitude' | 'Longitude', label: string) => (
    <FormTextField
      form={form}
      name={path(name)}
      id={`${idPrefix}-${name}`}
      label={label}
      type="number"
      step="any"
      registerOptions={{ valueAsNumber: true }}
    />
  );
  return (
    <>
      <FormTextField
        form={form}
        name={path('PostCode')}
        id={`${idPrefix}-PostCode`}
        label={t('map.site.postCode')}
        outerEndComponent={<Button onClick={() => void find()}>{t('map.site.findPostCode')}</Button>}
      />
      <div className="form-row">
        {coordinate('Latitude', t('map.site.latitude'))}
        {coordinate('Longitude', t('map.site.longitude'))}
        {extra}
      </div>
      <LocationPicker
        lat={typeof lat === 'number' ? lat : null}
        lng={typeof lng === 'number' ? lng : null}
        kind={kind}
        label={pickLabel}
        onPick={pick}
      />
    </>
  );
}
