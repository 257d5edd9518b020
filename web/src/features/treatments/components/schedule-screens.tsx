import {
  Msg,
  PesticideMsg,
  PesticideType,
  type TreatmentSchedule,
  TreatmentScheduleFields,
  TreatmentStatus,
  TreatmentTimeOfDay,
} from '@beewatch/shared';
import { SelectField } from '@aws-amplify/ui-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import {
  FormSelectField,
  FormSubmit,
  FormTextAreaField,
  FormTextField,
  SchemaForm,
  useSchemaForm,
} from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import { labelled, translateMessage } from '@/lib/i18n';
import { useFields } from '../api/get-fields';
import { useScheduleChoices } from '../api/get-schedule-choices';
import { useSchedule } from '../api/get-schedule';
import { useSchedules } from '../api/get-schedules';
import { useSaveSchedule } from '../api/save-schedule';
import { dayLabel } from './day-label';
import { PageHead } from '@/components/ui/page-head';
import { localDay } from '@/lib/dates';
import { savedState, useSavedNotice } from '@/components/ui/alerts';
import { RecordGate } from '@/components/ui/record-gate';

/** One row per schedule: date, time, field, type, product, status, how many alerted, edit link. */
export function ScheduleTable({ rows }: { rows: TreatmentSchedule[] }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const columns = useMemo<DataColumn<TreatmentSchedule>[]>(
    () => [
      { id: 'date', header: t('sprayMap.col.date'), cell: (s) => dayLabel(s.TreatmentDate, lng) },
      { id: 'time', header: t('sprayMap.col.time'), cell: (s) => t(`sprayEnum.timeOfDay.${s.TimeOfDay}`) },
      { id: 'field', header: t('treatments.col.field'), cell: (s) => s.FieldName },
      {
        id: 'type',
        header: t('sprayMap.col.type'),
        cell: (s) => t(`sprayEnum.pesticideType.${s.PesticideType}`),
      },
      { id: 'product', header: t('sprayMap.col.product'), cell: (s) => s.Product },
      { id: 'status', header: t('sprayMap.col.status'), cell: (s) => t(`sprayEnum.status.${s.Status}`) },
      { id: 'alerted', header: t('sprayMap.col.alerted'), cell: (s) => s.AlertedCount },
      {
        id: 'edit',
        header: t('treatments.edit'),
        headerHidden: true,
        cell: (s) => (
          <Link to={`/pesticide/edittreatmentschedule?TreatmentScheduleID=${s.TreatmentScheduleID}`}>
            {t('treatments.edit')}
          </Link>
        ),
      },
    ],
    [t, lng],
  );
  return (
    <DataTable
      label={t('menu.pesticide/treatmentschedulelist')}
      columns={columns}
      rows={rows}
      rowId={(s) => s.TreatmentScheduleID}
      emptyText={t('treatments.noSchedules')}
    />
  );
}

/** pesticide/treatmentschedulelist. */
export function ScheduleListScreen() {
  const { t } = useTranslation();
  const list = useSchedules();
  useSavedNotice();
  return (
    <section aria-labelledby="schedules-title">
      <PageHead
        id="schedules-title"
        title={t('menu.pesticide/treatmentschedulelist')}
        primaryLink={{
          to: '/pesticide/addtreatmentschedule',
          label: t('menu.pesticide/addtreatmentschedule'),
        }}
      />
      {list.isPending && <Spinner label={t('treatments.loading')} />}
      {list.data && <ScheduleTable rows={list.data} />}
    </section>
  );
}

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
  const catalogue = useScheduleChoices();
  // What is sprayed: 'P:<ProductID>' or 'M:<MixtureID>' from the catalogue ('' keeps an edited
  // schedule's own product, which may have expired since).
  const [choice, setChoice] = useState(() => {
    const product = params.get('ProductID');
    const mixture = params.get('MixtureID');
    return product ? `P:${product}` : mixture ? `M:${mixture}` : '';
  });
  const [choiceMissing, setChoiceMissing] = useState(false);
  /** The choices of a select from an enum, named by their sprayEnum texts. */
  const choices = (e: Record<string, number>, group: string) =>
    Object.values(e).map((v) => ({ value: String(v), label: t(`sprayEnum.${group}.${v}`) }));
  const products = catalogue.data?.Products ?? [];
  const mixtures = catalogue.data?.Mixtures ?? [];
  const chosenProduct = choice.startsWith('P:')
    ? products.find((p) => p.ProductID === choice.slice(2))
    : undefined;
  const chosenMixture = choice.startsWith('M:')
    ? mixtures.find((m) => m.MixtureID === choice.slice(2))
    : undefined;
  const chosenType = chosenProduct?.PesticideType ?? chosenMixture?.PesticideType;
  const keepsOwn = mode === 'edit' && Boolean(existing.data) && !chosenProduct && !chosenMixture;
  // What is sprayed is chosen outside the schema's fields: check it with them, so an empty form
  // marks every missing choice at once.
  const productMissing = () => {
    const missing = !keepsOwn && !chosenProduct && !chosenMixture;
    setChoiceMissing(missing);
    return missing;
  };
  const { form, submit, serverError } = useSchemaForm(TreatmentScheduleFields, {
    onInvalid: productMissing,
    onSubmit: async (values) => {
      if (productMissing()) return;
      const saved = await save.mutateAsync({
        ...values,
        TreatmentScheduleID: id,
        ProductID: keepsOwn ? null : (chosenProduct?.ProductID ?? null),
        MixtureID: keepsOwn ? null : (chosenMixture?.MixtureID ?? null),
        PesticideType: chosenType ?? values.PesticideType,
      });
      const alerted = saved.BeekeepersAlerted + saved.BystandersAlerted;
      // The list shows the outcome: the alert banner is cleared on navigation.
      const outcome = alerted
        ? {
            i18nKey: 'treatments.savedAlerted',
            values: { beekeepers: saved.BeekeepersAlerted, bystanders: saved.BystandersAlerted },
          }
        : Msg.dataSaved;
      void navigate('/pesticide/treatmentschedulelist', savedState(outcome));
    },
    defaultValues: {
      FieldID: '',
      TreatmentDate: localDay(1),
      TimeOfDay: TreatmentTimeOfDay.Morning,
      PesticideType: PesticideType.Insecticide,
      Product: '',
      Notes: '',
      Status: TreatmentStatus.Pending,
    },
  });
  const { reset, getValues, setValue } = form;
  useEffect(() => {
    if (!existing.data) return;
    reset({ ...existing.data });
    const { ProductID, MixtureID } = existing.data;
    setChoice(ProductID ? `P:${ProductID}` : MixtureID ? `M:${MixtureID}` : '');
  }, [existing.data, reset]);
  // The schedule's field shows once its option has arrived.
  useEffect(() => {
    if (fields.data) setValue('FieldID', getValues('FieldID'));
  }, [fields.data, getValues, setValue]);

  // Until the schedule is loaded the form would show defaults, and what is typed would be reset.
  if (mode === 'edit' && !existing.isSuccess)
    return (
      <RecordGate
        title={t('menu.pesticide/edittreatmentschedule')}
        named={Boolean(id)}
        record={existing}
        chooseText={t('treatments.chooseToEdit')}
        back={<Link to="/pesticide/treatmentschedulelist">{t('menu.pesticide/treatmentschedulelist')}</Link>}
      />
    );

  const productChoices = [
    ...(keepsOwn && existing.data
      ? [{ value: choice, label: t('treatments.keepProduct', { product: existing.data.Product }) }]
      : [{ value: '', label: t('treatments.chooseProduct') }]),
    ...products.map((p) => ({
      value: `P:${p.ProductID}`,
      label: `${p.Name} (${p.AuthorisationNumber}) · ${t(`sprayEnum.pesticideType.${p.PesticideType}`)} · ${t(`treatments.light.${p.TrafficLight}`)}`,
    })),
    ...mixtures.map((m) => ({
      value: `M:${m.MixtureID}`,
      label: `${t('treatments.mix', { name: m.Name })} · ${t(`treatments.light.${m.TrafficLight}`)}`,
    })),
  ];

  return (
    <section aria-labelledby="schedule-form-title">
      <PageHead
        id="schedule-form-title"
        title={t(
          mode === 'add' ? 'menu.pesticide/addtreatmentschedule' : 'menu.pesticide/edittreatmentschedule',
        )}
      >
        <Link to="/pesticide/treatmentschedulelist">{t('menu.pesticide/treatmentschedulelist')}</Link>
      </PageHead>
      <p className="hint">{t('treatments.alertRule')}</p>
      <SchemaForm form={form} onSubmit={submit} className="site-form">
        <div>
          <FormSelectField
            name="FieldID"
            id="schedule-FieldID"
            label={t('treatments.col.field')}
            placeholder={t('treatments.chooseField')}
            choices={(fields.data ?? []).map((f) => ({ value: f.FieldID, label: f.Name }))}
          />
          {fields.data?.length === 0 && (
            <p className="hint">
              <Link to="/pesticide/addtreatmentfield">{t('treatments.addField')}</Link>
            </p>
          )}
        </div>
        <div className="form-row">
          <FormTextField
            name="TreatmentDate"
            id="schedule-TreatmentDate"
            label={t('sprayMap.col.date')}
            type="date"
          />
          <FormSelectField
            name="TimeOfDay"
            id="schedule-TimeOfDay"
            label={t('sprayMap.col.time')}
            choices={choices(TreatmentTimeOfDay, 'timeOfDay')}
          />
        </div>
        <div>
          <SelectField
            id="schedule-Product"
            label={t('sprayMap.col.product')}
            value={choice}
            onChange={(e) => {
              setChoice(e.target.value);
              setChoiceMissing(false);
            }}
            hasError={choiceMissing}
            errorMessage={
              choiceMissing ? (
                <span role="alert">{translateMessage(PesticideMsg.productRequired)}</span>
              ) : undefined
            }
            descriptiveText={t('treatments.productHint')}
          >
            {productChoices.map((c) => (
              <option key={c.value || 'none'} value={c.value}>
                {c.label}
              </option>
            ))}
          </SelectField>
          <p className="hint">
            {chosenType !== undefined &&
              `${labelled(t('sprayMap.col.type'), t(`sprayEnum.pesticideType.${chosenType}`))} · `}
            <Link to="/pesticide/treatmentsdatabase">{t('menu.pesticide/treatmentsdatabase')}</Link>
          </p>
        </div>
        <FormTextAreaField name="Notes" id="schedule-Notes" label={t('treatments.notes')} rows={3} />
        <FormSelectField
          name="Status"
          id="schedule-Status"
          label={t('sprayMap.col.status')}
          choices={choices(TreatmentStatus, 'status')}
        />
        <FormSubmit error={serverError}>{t('treatments.save')}</FormSubmit>
      </SchemaForm>
    </section>
  );
}
