import {
  clearInspection,
  FOULBROOD_STATUSES,
  type Inspection,
  INSPECTION_REASONS,
  INSPECTION_STATUSES,
  InspectionFields,
  type InspectionInput,
  LAB_RESULTS,
  Msg,
  OTHER_FINDINGS,
  SAMPLE_TYPES,
  VARROA_LEVELS,
} from '@beewatch/shared';
import { Button, CheckboxField, Flex, Text } from '@aws-amplify/ui-react';
import { type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import {
  FormCheckboxField,
  FormDialog,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
  type FieldOption,
  useSchemaForm,
} from '@/components/ui/form';
import type { MessageSource } from '@/lib/i18n';
import { useSaveInspection } from '../api/save-inspection';
import { ColonyRowsFieldset } from './colony-rows-fieldset';
import { localDay } from '@/lib/dates';

type Values = z.input<typeof InspectionFields>;

/** The apiary an inspection is started at. */
export interface InspectedApiary {
  ApiaryID: string;
  Name: string;
  Colonies: number;
}

/** A new record: a clear routine visit today, every colony of the apiary inspected. */
function blank(apiary: InspectedApiary): Values {
  return {
    ...clearInspection(apiary.ApiaryID, localDay(), apiary.Colonies, {
      VisitTime: new Date().toTimeString().slice(0, 5),
    }),
    InspectionID: null,
    EditReason: '',
  };
}

/** The form's values of a stored record (the input fields only). */
function valuesOf(i: Inspection): Values {
  const keys = Object.keys(blank({ ApiaryID: i.ApiaryID, Name: '', Colonies: 0 })) as (keyof Values)[];
  const out = Object.fromEntries(
    keys.map((k) => [k, (i as unknown as Record<string, unknown>)[k]]),
  ) as Values;
  return { ...out, InspectionID: i.InspectionID, EditReason: '' };
}

/** One group of the form: a bordered fieldset with its legend. */
function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="inspection-group">
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The inspection record (role-screens §0.2; inspector/SaveHiveInspection): visit, reason,
 * counts, the AFB/EFB scale, SHB and Tropilaelaps, the optional per-colony rows, other findings, sample and laboratory result,
 * Standstill Notice and art. 7 notices, advice, follow-up and status. The outcome is derived by
 * the server from the findings. Editing a Closed record asks for a reason.
 */
export function InspectionFormDialog({
  apiary,
  existing,
  onClose,
  onSaved,
}: {
  apiary: InspectedApiary;
  existing?: Inspection;
  onClose: () => void;
  onSaved: (saved: Inspection, message: MessageSource) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveInspection();
  const { form, dialogProps } = useSchemaForm(InspectionFields, {
    defaultValues: existing ? valuesOf(existing) : blank(apiary),
    onSubmit: async (values) => {
      const saved = await save.mutateAsync({
        ...(values as InspectionInput),
        EditReason: closedBefore ? values.EditReason : null,
      });
      onSaved(saved, Msg.dataSaved);
    },
  });
  const { watch, setValue } = form;
  const sampleTaken = watch('SampleTaken');
  const standstill = watch('StandstillServed');
  const closedBefore = existing?.Status === 'Closed';
  const liftedAlready = Boolean(existing?.StandstillLiftedDate);

  const choices = (values: readonly string[], prefix: string, empty = false): FieldOption[] => [
    ...(empty ? [{ value: '', label: t('inspections.form.choose') }] : []),
    ...values.map((v) => ({ value: v, label: t(`${prefix}.${v}`) })),
  ];
  // One way to render each kind of field: its id is `insp-<name>`, its label from the form's texts.
  const label = (key: string) => t(`inspections.form.${key}`);
  const num = (name: keyof Values, key: string, extra: Record<string, unknown> = {}) => (
    <FormTextField
      name={name}
      id={`insp-${name}`}
      label={label(key)}
      type="number"
      inputMode="numeric"
      min={0}
      {...extra}
    />
  );
  const decimal = (name: keyof Values, key: string, min: number, max: number) =>
    num(name, key, { step: 'any', min, max, inputMode: 'decimal' });
  const text = (name: keyof Values, key: string, extra: Record<string, unknown> = {}) => (
    <FormTextField name={name} id={`insp-${name}`} label={label(key)} {...extra} />
  );
  const date = (name: keyof Values, key: string, extra: Record<string, unknown> = {}) =>
    text(name, key, { type: 'date', ...extra });
  const select = (
    name: keyof Values,
    key: string,
    values: readonly string[],
    prefix: string,
    empty = false,
  ) => (
    <FormSelectField
      name={name}
      id={`insp-${name}`}
      label={label(key)}
      choices={choices(values, prefix, empty)}
    />
  );
  const box = (name: keyof Values, key: string) => <FormCheckboxField name={name} label={label(key)} />;

  const useGps = () => {
    navigator.geolocation?.getCurrentPosition((pos) => {
      setValue('GpsLatitude', Number(pos.coords.latitude.toFixed(6)));
      setValue('GpsLongitude', Number(pos.coords.longitude.toFixed(6)));
    });
  };

  return (
    <FormDialog
      {...dialogProps}
      title={t(existing ? 'inspections.form.editTitle' : 'inspections.form.title', { apiary: apiary.Name })}
      onClose={onClose}
      size="lg"
      initialFocus="#insp-VisitDate"
      className="inspection-form"
      aria-label={t('inspections.form.formLabel')}
      submitLabel={t('inspections.form.save')}
    >
      <Group legend={label('visit')}>
        <div className="inspection-grid">
          {date('VisitDate', 'visitDate', { max: localDay() })}
          {text('VisitTime', 'visitTime', { type: 'time' })}
          {select('Reason', 'reason', INSPECTION_REASONS, 'inspections.reason')}
          {decimal('GpsLatitude', 'gpsLatitude', -90, 90)}
          {decimal('GpsLongitude', 'gpsLongitude', -180, 180)}
          {decimal('TemperatureC', 'temperature', -30, 50)}
          {num('WeatherCode', 'weatherCode', { min: -1, max: 30 })}
        </div>
        <Flex gap="small" wrap="wrap" alignItems="center">
          <Button size="small" onClick={useGps}>
            {label('useGps')}
          </Button>
          {box('BeekeeperPresent', 'beekeeperPresent')}
        </Flex>
      </Group>

      <Group legend={label('counts')}>
        <div className="inspection-grid">
          {num('ColoniesInApiary', 'coloniesInApiary')}
          {num('ColoniesInspected', 'coloniesInspected')}
        </div>
      </Group>

      <Group legend={label('notifiable')}>
        <div className="inspection-grid">
          {select('AfbStatus', 'afb', FOULBROOD_STATUSES, 'inspections.foulbrood')}
          {num('AfbColonies', 'afbColonies')}
          {select('EfbStatus', 'efb', FOULBROOD_STATUSES, 'inspections.foulbrood')}
          {num('EfbColonies', 'efbColonies')}
        </div>
        <Flex gap="medium" wrap="wrap">
          {box('ShbChecked', 'shbChecked')}
          {box('ShbFound', 'shbFound')}
          {box('TropilaelapsChecked', 'tropChecked')}
          {box('TropilaelapsFound', 'tropFound')}
        </Flex>
      </Group>

      <ColonyRowsFieldset form={form} apiaryId={apiary.ApiaryID} />

      <Group legend={label('otherFindings')}>
        <div className="inspection-grid">
          {select('VarroaLevel', 'varroa', VARROA_LEVELS, 'inspections.varroa')}
        </div>
        <Flex gap="medium" wrap="wrap">
          {box('DeformedWingVirus', 'dwv')}
          {box('ParasiticMiteSyndrome', 'pms')}
          {box('PyrethroidResistance', 'pyrethroid')}
        </Flex>
        <Controller
          control={form.control}
          name="OtherFindings"
          render={({ field }) => (
            <fieldset className="inspection-subgroup">
              <legend>{label('disorders')}</legend>
              <Flex gap="medium" wrap="wrap">
                {OTHER_FINDINGS.map((f) => (
                  <CheckboxField
                    key={f}
                    name={`OtherFindings-${f}`}
                    value={f}
                    label={t(`inspections.finding.${f}`)}
                    checked={(field.value ?? []).includes(f)}
                    onChange={(e) =>
                      field.onChange(
                        e.target.checked
                          ? [...(field.value ?? []), f]
                          : (field.value ?? []).filter((x: string) => x !== f),
                      )
                    }
                  />
                ))}
              </Flex>
            </fieldset>
          )}
        />
        {box('AsianHornetSeen', 'hornet')}
        <Text fontSize="small" className="muted">
          {label('hornetHint')}
        </Text>
      </Group>

      <Group legend={label('samples')}>
        {box('SampleTaken', 'sampleTaken')}
        {sampleTaken && (
          <div className="inspection-grid">
            {text('SampleRef', 'sampleRef')}
            {select('SampleType', 'sampleType', SAMPLE_TYPES, 'inspections.sampleType', true)}
            {select('LabResult', 'labResult', LAB_RESULTS, 'inspections.lab', true)}
            {date('LabResultDate', 'labResultDate')}
          </div>
        )}
      </Group>

      <Group legend={label('notices')}>
        {box('StandstillServed', 'standstillServed')}
        {standstill && (
          <div className="inspection-grid">
            {date('StandstillServedDate', 'standstillDate')}
            {text('StandstillServedOn', 'standstillServedOn')}
            {liftedAlready && (
              <Text>{t('inspections.form.liftedOn', { date: existing?.StandstillLiftedDate })}</Text>
            )}
          </div>
        )}
        <div className="inspection-grid">
          {num('ColoniesDestroyed', 'destroyed')}
          {num('ColoniesShookSwarmed', 'shookSwarmed')}
          {num('ColoniesTreated', 'treated')}
        </div>
      </Group>

      <Group legend={label('adviceGroup')}>
        <FormTextAreaField name="Advice" id="insp-Advice" label={label('advice')} rows={3} />
        <div className="inspection-grid">
          {text('TreatmentAdvised', 'treatmentAdvised')}
          {date('FollowUpDue', 'followUp')}
          {select('Status', 'status', INSPECTION_STATUSES, 'inspections.status')}
        </div>
        {closedBefore && text('EditReason', 'editReason')}
      </Group>
    </FormDialog>
  );
}
