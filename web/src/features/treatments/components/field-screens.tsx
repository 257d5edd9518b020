import { TreatmentFieldInput } from '@beewatch/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { LocationPicker } from '@/components/map/location-picker';
import { Spinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n';
import { useFields, useSaveField } from '../api/fields';
import { geocode } from '../api/geocode';
import { SavedNote } from './saved-note';

/** pesticide/treatmentfieldlist: the pesticide user's fields. */
export function FieldListScreen() {
  const { t } = useTranslation();
  const fields = useFields();
  const saved = (useLocation().state as { saved?: string } | null)?.saved;
  return (
    <section aria-labelledby="fields-title">
      <div className="page-head">
        <h1 id="fields-title">{t('menu.pesticide/treatmentfieldlist')}</h1>
        <Link to="/pesticide/addtreatmentfield" className="btn btn-primary">
          {t('treatments.addField')}
        </Link>
      </div>
      {saved && <SavedNote text={saved} />}
      {fields.isPending && <Spinner label={t('treatments.loading')} />}
      {fields.data && (
        <div className="table-wrap">
          <table className="tracking-table">
            <caption className="visually-hidden">{t('menu.pesticide/treatmentfieldlist')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('treatments.col.name')}</th>
                <th scope="col">{t('treatments.col.postCode')}</th>
                <th scope="col">{t('treatments.col.area')}</th>
                <th scope="col">{t('treatments.col.position')}</th>
              </tr>
            </thead>
            <tbody>
              {fields.data.length === 0 && (
                <tr>
                  <td colSpan={4} className="empty">
                    {t('treatments.noFields')}
                  </td>
                </tr>
              )}
              {fields.data.map((f) => (
                <tr key={f.FieldID}>
                  <td>{f.Name}</td>
                  <td>{f.PostCode ?? ''}</td>
                  <td>{f.AreaHectares ?? ''}</td>
                  <td className="nowrap">
                    {f.Latitude.toFixed(5)}, {f.Longitude.toFixed(5)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

type FieldValues = z.input<typeof TreatmentFieldInput>;

/** pesticide/addtreatmentfield: a name and a location set by post code or by clicking the map. */
export function FieldFormScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveField();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<FieldValues, unknown, z.output<typeof TreatmentFieldInput>>({
    resolver: zodResolver(TreatmentFieldInput),
    defaultValues: { Name: '', PostCode: '' },
  });
  const lat = watch('Latitude');
  const lng = watch('Longitude');
  const pick = (la: number, ln: number) => {
    setValue('Latitude', Math.round(la * 1e6) / 1e6, { shouldValidate: true });
    setValue('Longitude', Math.round(ln * 1e6) / 1e6, { shouldValidate: true });
  };
  const find = async () => {
    setServerError(null);
    try {
      const place = await geocode(String(getValues('PostCode') ?? ''));
      pick(place.Latitude, place.Longitude);
    } catch (err) {
      setServerError(err instanceof ApiError ? translateMessage(err.message) : t('common.requestFailed'));
    }
  };
  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await save.mutateAsync(values);
      void navigate('/pesticide/treatmentfieldlist', { state: { saved: translateMessage('Data saved') } });
    } catch (err) {
      setServerError(
        err instanceof ApiError && !err.isTransport
          ? translateMessage(err.message)
          : t('common.requestFailed'),
      );
    }
  });
  const fieldError = (name: keyof FieldValues) =>
    errors[name]?.message && (
      <p id={`field-${name}-error`} className="field-error" role="alert">
        {translateMessage(String(errors[name]?.message))}
      </p>
    );
  const aria = (name: keyof FieldValues) => ({
    id: `field-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `field-${name}-error` : undefined,
  });
  return (
    <section aria-labelledby="field-form-title">
      <div className="page-head">
        <h1 id="field-form-title">{t('menu.pesticide/addtreatmentfield')}</h1>
        <Link to="/pesticide/treatmentfieldlist">{t('menu.pesticide/treatmentfieldlist')}</Link>
      </div>
      <form onSubmit={submit} noValidate className="site-form">
        <div className="field">
          <label htmlFor="field-Name">{t('treatments.col.name')}</label>
          <input {...register('Name')} {...aria('Name')} />
          {fieldError('Name')}
        </div>
        <div className="field">
          <label htmlFor="field-PostCode">{t('treatments.col.postCode')}</label>
          <div className="inline-row">
            <input {...register('PostCode')} {...aria('PostCode')} />
            <button type="button" className="btn" onClick={() => void find()}>
              {t('treatments.findPostCode')}
            </button>
          </div>
        </div>
        <div className="form-row">
          <div className="field">
            <label htmlFor="field-Latitude">{t('treatments.latitude')}</label>
            <input
              type="number"
              step="any"
              {...register('Latitude', { valueAsNumber: true })}
              {...aria('Latitude')}
            />
            {fieldError('Latitude')}
          </div>
          <div className="field">
            <label htmlFor="field-Longitude">{t('treatments.longitude')}</label>
            <input
              type="number"
              step="any"
              {...register('Longitude', { valueAsNumber: true })}
              {...aria('Longitude')}
            />
            {fieldError('Longitude')}
          </div>
          <div className="field">
            <label htmlFor="field-AreaHectares">{t('treatments.col.area')}</label>
            <input type="number" step="any" min={0} {...register('AreaHectares')} {...aria('AreaHectares')} />
          </div>
        </div>
        <LocationPicker
          lat={typeof lat === 'number' ? lat : null}
          lng={typeof lng === 'number' ? lng : null}
          kind="field"
          label={t('treatments.fieldMapLabel')}
          onPick={pick}
        />
        {serverError && (
          <p className="form-error" role="alert">
            {serverError}
          </p>
        )}
        <SubmitButton busy={isSubmitting}>{t('treatments.save')}</SubmitButton>
      </form>
    </section>
  );
}
