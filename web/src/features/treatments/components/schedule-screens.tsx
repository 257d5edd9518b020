import {
  PesticideType,
  TreatmentStatus,
  TreatmentTimeOfDay,
  type TreatmentSchedule,
  TreatmentScheduleFields,
} from '@beewatch/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { Spinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n';
import { useFields } from '../api/fields';
import { useSaveSchedule, useSchedule, useSchedules } from '../api/schedules';
import { dayLabel } from './day-label';
import { SavedNote } from './saved-note';

/** One row per schedule: date, time, field, type, product, status, edit link. */
export function ScheduleTable({ rows }: { rows: TreatmentSchedule[] }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="table-wrap">
      <table className="tracking-table">
        <caption className="visually-hidden">{t('menu.pesticide/treatmentschedulelist')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('sprayMap.col.date')}</th>
            <th scope="col">{t('sprayMap.col.time')}</th>
            <th scope="col">{t('treatments.col.field')}</th>
            <th scope="col">{t('sprayMap.col.type')}</th>
            <th scope="col">{t('sprayMap.col.product')}</th>
            <th scope="col">{t('sprayMap.col.status')}</th>
            <th scope="col">{t('sprayMap.col.alerted')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('treatments.edit')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={8} className="empty">
                {t('treatments.noSchedules')}
              </td>
            </tr>
          )}
          {rows.map((s) => (
            <tr key={s.TreatmentScheduleID}>
              <td>{dayLabel(s.TreatmentDate, i18n.language)}</td>
              <td>{t(`sprayEnum.timeOfDay.${s.TimeOfDay}`)}</td>
              <td>{s.FieldName}</td>
              <td>{t(`sprayEnum.pesticideType.${s.PesticideType}`)}</td>
              <td>{s.Product}</td>
              <td>{t(`sprayEnum.status.${s.Status}`)}</td>
              <td>{s.AlertedCount}</td>
              <td>
                <Link to={`/pesticide/edittreatmentschedule?TreatmentScheduleID=${s.TreatmentScheduleID}`}>
                  {t('treatments.edit')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** pesticide/treatmentschedulelist. */
export function ScheduleListScreen() {
  const { t } = useTranslation();
  const list = useSchedules();
  const saved = (useLocation().state as { saved?: string } | null)?.saved;
  return (
    <section aria-labelledby="schedules-title">
      <div className="page-head">
        <h1 id="schedules-title">{t('menu.pesticide/treatmentschedulelist')}</h1>
        <Link to="/pesticide/addtreatmentschedule" className="btn btn-primary">
          {t('menu.pesticide/addtreatmentschedule')}
        </Link>
      </div>
      {saved && <SavedNote text={saved} />}
      {list.isPending && <Spinner label={t('treatments.loading')} />}
      {list.data && <ScheduleTable rows={list.data} />}
    </section>
  );
}

type Values = z.input<typeof TreatmentScheduleFields>;

const options = (e: Record<string, number>) => Object.values(e);

/**
 * pesticide/addtreatmentschedule and edittreatmentschedule (?TreatmentScheduleID=): field, date,
 * time of day, pesticide type, product, notes, status. Saving alerts beekeepers within 10 km and
 * bystanders within 1 km (a change or cancellation alerts them again); the result says how many.
 */
export function ScheduleFormScreen({ mode }: { mode: 'add' | 'edit' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = mode === 'edit' ? params.get('TreatmentScheduleID') : null;
  const existing = useSchedule(id);
  const fields = useFields();
  const save = useSaveSchedule();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof TreatmentScheduleFields>>({
    resolver: zodResolver(TreatmentScheduleFields),
    defaultValues: {
      FieldID: '',
      TreatmentDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
      TimeOfDay: TreatmentTimeOfDay.Morning,
      PesticideType: PesticideType.Insecticide,
      Product: '',
      Notes: '',
      Status: TreatmentStatus.Pending,
    },
  });
  useEffect(() => {
    if (existing.data) reset({ ...existing.data });
  }, [existing.data, reset]);

  if (mode === 'edit' && !id) {
    return (
      <section>
        <h1>{t('menu.pesticide/edittreatmentschedule')}</h1>
        <p>
          {t('treatments.chooseToEdit')}{' '}
          <Link to="/pesticide/treatmentschedulelist">{t('menu.pesticide/treatmentschedulelist')}</Link>
        </p>
      </section>
    );
  }

  // Until the schedule is loaded the form would show defaults, and what is typed would be reset.
  if (mode === 'edit' && existing.isPending) return <Spinner label={t('treatments.loading')} />;

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const saved = await save.mutateAsync({ ...values, TreatmentScheduleID: id });
      const alerted = saved.BeekeepersAlerted + saved.BystandersAlerted;
      // The list shows the outcome: the alert banner is cleared on navigation.
      const outcome = alerted
        ? t('treatments.savedAlerted', {
            beekeepers: saved.BeekeepersAlerted,
            bystanders: saved.BystandersAlerted,
          })
        : translateMessage('Data saved');
      void navigate('/pesticide/treatmentschedulelist', { state: { saved: outcome } });
    } catch (err) {
      setServerError(
        err instanceof ApiError && !err.isTransport
          ? translateMessage(err.message)
          : t('common.requestFailed'),
      );
    }
  });
  const aria = (name: keyof Values) => ({
    id: `schedule-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `schedule-${name}-error` : undefined,
  });
  const fieldError = (name: keyof Values) =>
    errors[name]?.message && (
      <p id={`schedule-${name}-error`} className="field-error" role="alert">
        {translateMessage(String(errors[name]?.message))}
      </p>
    );

  if (mode === 'edit' && existing.isError)
    return (
      <p className="form-error" role="alert">
        {translateMessage('Treatment schedule not found')}
      </p>
    );

  return (
    <section aria-labelledby="schedule-form-title">
      <div className="page-head">
        <h1 id="schedule-form-title">
          {t(mode === 'add' ? 'menu.pesticide/addtreatmentschedule' : 'menu.pesticide/edittreatmentschedule')}
        </h1>
        <Link to="/pesticide/treatmentschedulelist">{t('menu.pesticide/treatmentschedulelist')}</Link>
      </div>
      <p className="hint">{t('treatments.alertRule')}</p>
      <form onSubmit={submit} noValidate className="site-form">
        <div className="field">
          <label htmlFor="schedule-FieldID">{t('treatments.col.field')}</label>
          <select {...register('FieldID')} {...aria('FieldID')}>
            <option value="">{t('treatments.chooseField')}</option>
            {fields.data?.map((f) => (
              <option key={f.FieldID} value={f.FieldID}>
                {f.Name}
              </option>
            ))}
          </select>
          {fieldError('FieldID')}
          {fields.data?.length === 0 && (
            <p className="hint">
              <Link to="/pesticide/addtreatmentfield">{t('treatments.addField')}</Link>
            </p>
          )}
        </div>
        <div className="form-row">
          <div className="field">
            <label htmlFor="schedule-TreatmentDate">{t('sprayMap.col.date')}</label>
            <input type="date" {...register('TreatmentDate')} {...aria('TreatmentDate')} />
            {fieldError('TreatmentDate')}
          </div>
          <div className="field">
            <label htmlFor="schedule-TimeOfDay">{t('sprayMap.col.time')}</label>
            <select {...register('TimeOfDay')} {...aria('TimeOfDay')}>
              {options(TreatmentTimeOfDay).map((v) => (
                <option key={v} value={v}>
                  {t(`sprayEnum.timeOfDay.${v}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="schedule-PesticideType">{t('sprayMap.col.type')}</label>
            <select {...register('PesticideType')} {...aria('PesticideType')}>
              {options(PesticideType).map((v) => (
                <option key={v} value={v}>
                  {t(`sprayEnum.pesticideType.${v}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="field">
          <label htmlFor="schedule-Product">{t('sprayMap.col.product')}</label>
          <input {...register('Product')} {...aria('Product')} />
          {fieldError('Product')}
        </div>
        <div className="field">
          <label htmlFor="schedule-Notes">{t('treatments.notes')}</label>
          <textarea rows={3} {...register('Notes')} {...aria('Notes')} />
        </div>
        <div className="field">
          <label htmlFor="schedule-Status">{t('sprayMap.col.status')}</label>
          <select {...register('Status')} {...aria('Status')}>
            {options(TreatmentStatus).map((v) => (
              <option key={v} value={v}>
                {t(`sprayEnum.status.${v}`)}
              </option>
            ))}
          </select>
        </div>
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
