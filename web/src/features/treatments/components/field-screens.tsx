import { TreatmentFieldFields } from '@beewatch/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { PlaceFields } from '@/components/map/place-fields';
import { Spinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n';
import { useFields, useSaveField } from '../api/fields';
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

type FieldValues = z.input<typeof TreatmentFieldFields>;

/** pesticide/addtreatmentfield: a name and a location set by post code or by clicking the map. */
export function FieldFormScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveField();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<FieldValues, unknown, z.output<typeof TreatmentFieldFields>>({
    resolver: zodResolver(TreatmentFieldFields),
    defaultValues: { Name: '', PostCode: '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
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
            <div className="field">
              <label htmlFor="field-AreaHectares">{t('treatments.col.area')}</label>
              <input
                type="number"
                step="any"
                min={0}
                {...register('AreaHectares')}
                {...aria('AreaHectares')}
              />
            </div>
          }
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
