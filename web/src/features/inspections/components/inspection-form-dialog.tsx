import {
  FOULBROOD_STATUSES,
  INSPECTION_REASONS,
  INSPECTION_STATUSES,
  InspectionFields,
  LAB_RESULTS,
  OTHER_FINDINGS,
  SAMPLE_TYPES,
  VARROA_LEVELS,
  type Inspection,
  type InspectionInput,
} from '@beewatch/shared';
import { Button, CheckboxField, Flex, Text } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod';
import {
  FormCheckboxField,
  FormError,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
  type FieldOption,
} from '@/components/ui/form';
import { Modal } from '@/components/ui/modal';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n';
import { useSaveInspection } from '../api/save-inspection';

type Values = z.input<typeof InspectionFields>;

/** The apiary an inspection is started at. */
export interface InspectedApiary {
  ApiaryID: string;
  Name: string;
  Colonies: number;
}

const today = () => new Date().toISOString().slice(0, 10);

function blank(apiary: InspectedApiary): Values {
  return {
    ApiaryID: apiary.ApiaryID,
    InspectionID: null,
    VisitDate: today(),
    VisitTime: new Date().toTimeString().slice(0, 5),
    GpsLatitude: null,
    GpsLongitude: null,
    Reason: 'Routine',
    BeekeeperPresent: false,
    WeatherCode: null,
    TemperatureC: null,
    ColoniesInApiary: apiary.Colonies,
    ColoniesInspected: apiary.Colonies,
    AfbStatus: 'None',
    AfbColonies: 0,
    EfbStatus: 'None',
    EfbColonies: 0,
    ShbChecked: true,
    ShbFound: false,
    TropilaelapsChecked: true,
    TropilaelapsFound: false,
    VarroaLevel: 'None',
    DeformedWingVirus: false,
    ParasiticMiteSyndrome: false,
    PyrethroidResistance: false,
    OtherFindings: [],
    AsianHornetSeen: false,
    SampleTaken: false,
    SampleRef: '',
    SampleType: null,
    LabResult: null,
    LabResultDate: null,
    StandstillServed: false,
    StandstillServedDate: null,
    StandstillServedOn: '',
    ColoniesDestroyed: 0,
    ColoniesShookSwarmed: 0,
    ColoniesTreated: 0,
    Advice: '',
    TreatmentAdvised: '',
    FollowUpDue: null,
    Status: 'Open',
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

/**
 * The inspection record (role-screens §0.2; inspector/SaveHiveInspection): visit, reason,
 * counts, the AFB/EFB scale, SHB and Tropilaelaps, other findings, sample and laboratory result,
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
  onSaved: (saved: Inspection, message: string) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveInspection();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof InspectionFields>>({
    resolver: zodResolver(InspectionFields),
    defaultValues: existing ? valuesOf(existing) : blank(apiary),
  });
  const { handleSubmit, watch, formState, setValue } = form;
  const sampleTaken = watch('SampleTaken');
  const standstill = watch('StandstillServed');
  const closedBefore = existing?.Status === 'Closed';
  const liftedAlready = Boolean(existing?.StandstillLiftedDate);

  const choices = (values: readonly string[], prefix: string, empty = false): FieldOption[] => [
    ...(empty ? [{ value: '', label: t('inspections.form.choose') }] : []),
    ...values.map((v) => ({ value: v, label: t(`${prefix}.${v}`) })),
  ];
  const num = (name: keyof Values, label: string, extra: Record<string, unknown> = {}) => (
    <FormTextField
      form={form}
      name={name}
      id={`insp-${name}`}
      label={label}
      type="number"
      inputMode="numeric"
      min={0}
      {...extra}
    />
  );

  const useGps = () => {
    navigator.geolocation?.getCurrentPosition((pos) => {
      setValue('GpsLatitude', Number(pos.coords.latitude.toFixed(6)));
      setValue('GpsLongitude', Number(pos.coords.longitude.toFixed(6)));
    });
  };

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const saved = await save.mutateAsync({
        ...(values as InspectionInput),
        EditReason: closedBefore ? values.EditReason : null,
      });
      onSaved(saved, translateMessage('Data saved'));
    } catch (err) {
      setServerError(
        err instanceof ApiError && !err.isTransport
          ? translateMessage({ message: err.message, messageKey: err.messageKey })
          : t('common.requestFailed'),
      );
    }
  });

  return (
    <Modal
      open
      size="lg"
      closeOnBackdrop={false}
      title={t(existing ? 'inspections.form.editTitle' : 'inspections.form.title', { apiary: apiary.Name })}
      onClose={onClose}
      initialFocus="#insp-VisitDate"
    >
      <Flex
        as="form"
        direction="column"
        gap="medium"
        onSubmit={submit}
        noValidate
        className="inspection-form"
        aria-label={t('inspections.form.formLabel')}
      >
        <fieldset className="inspection-group">
          <legend>{t('inspections.form.visit')}</legend>
          <div className="inspection-grid">
            <FormTextField
              form={form}
              name="VisitDate"
              id="insp-VisitDate"
              label={t('inspections.form.visitDate')}
              type="date"
              max={today()}
            />
            <FormTextField
              form={form}
              name="VisitTime"
              id="insp-VisitTime"
              label={t('inspections.form.visitTime')}
              type="time"
            />
            <FormSelectField
              form={form}
              name="Reason"
              id="insp-Reason"
              label={t('inspections.form.reason')}
              choices={choices(INSPECTION_REASONS, 'inspections.reason')}
            />
            {num('GpsLatitude', t('inspections.form.gpsLatitude'), {
              step: 'any',
              min: -90,
              max: 90,
              inputMode: 'decimal',
            })}
            {num('GpsLongitude', t('inspections.form.gpsLongitude'), {
              step: 'any',
              min: -180,
              max: 180,
              inputMode: 'decimal',
            })}
            {num('TemperatureC', t('inspections.form.temperature'), {
              step: 'any',
              min: -30,
              max: 50,
              inputMode: 'decimal',
            })}
            {num('WeatherCode', t('inspections.form.weatherCode'), { min: -1, max: 30 })}
          </div>
          <Flex gap="small" wrap="wrap" alignItems="center">
            <Button size="small" onClick={useGps}>
              {t('inspections.form.useGps')}
            </Button>
            <FormCheckboxField
              form={form}
              name="BeekeeperPresent"
              label={t('inspections.form.beekeeperPresent')}
            />
          </Flex>
        </fieldset>

        <fieldset className="inspection-group">
          <legend>{t('inspections.form.counts')}</legend>
          <div className="inspection-grid">
            {num('ColoniesInApiary', t('inspections.form.coloniesInApiary'))}
            {num('ColoniesInspected', t('inspections.form.coloniesInspected'))}
          </div>
        </fieldset>

        <fieldset className="inspection-group">
          <legend>{t('inspections.form.notifiable')}</legend>
          <div className="inspection-grid">
            <FormSelectField
              form={form}
              name="AfbStatus"
              id="insp-AfbStatus"
              label={t('inspections.form.afb')}
              choices={choices(FOULBROOD_STATUSES, 'inspections.foulbrood')}
            />
            {num('AfbColonies', t('inspections.form.afbColonies'))}
            <FormSelectField
              form={form}
              name="EfbStatus"
              id="insp-EfbStatus"
              label={t('inspections.form.efb')}
              choices={choices(FOULBROOD_STATUSES, 'inspections.foulbrood')}
            />
            {num('EfbColonies', t('inspections.form.efbColonies'))}
          </div>
          <Flex gap="medium" wrap="wrap">
            <FormCheckboxField form={form} name="ShbChecked" label={t('inspections.form.shbChecked')} />
            <FormCheckboxField form={form} name="ShbFound" label={t('inspections.form.shbFound')} />
            <FormCheckboxField
              form={form}
              name="TropilaelapsChecked"
              label={t('inspections.form.tropChecked')}
            />
            <FormCheckboxField form={form} name="TropilaelapsFound" label={t('inspections.form.tropFound')} />
          </Flex>
        </fieldset>

        <fieldset className="inspection-group">
          <legend>{t('inspections.form.otherFindings')}</legend>
          <div className="inspection-grid">
            <FormSelectField
              form={form}
              name="VarroaLevel"
              id="insp-VarroaLevel"
              label={t('inspections.form.varroa')}
              choices={choices(VARROA_LEVELS, 'inspections.varroa')}
            />
          </div>
          <Flex gap="medium" wrap="wrap">
            <FormCheckboxField form={form} name="DeformedWingVirus" label={t('inspections.form.dwv')} />
            <FormCheckboxField form={form} name="ParasiticMiteSyndrome" label={t('inspections.form.pms')} />
            <FormCheckboxField
              form={form}
              name="PyrethroidResistance"
              label={t('inspections.form.pyrethroid')}
            />
          </Flex>
          <Controller
            control={form.control}
            name="OtherFindings"
            render={({ field }) => (
              <fieldset className="inspection-subgroup">
                <legend>{t('inspections.form.disorders')}</legend>
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
          <FormCheckboxField form={form} name="AsianHornetSeen" label={t('inspections.form.hornet')} />
          <Text fontSize="small" className="muted">
            {t('inspections.form.hornetHint')}
          </Text>
        </fieldset>

        <fieldset className="inspection-group">
          <legend>{t('inspections.form.samples')}</legend>
          <FormCheckboxField form={form} name="SampleTaken" label={t('inspections.form.sampleTaken')} />
          {sampleTaken && (
            <div className="inspection-grid">
              <FormTextField
                form={form}
                name="SampleRef"
                id="insp-SampleRef"
                label={t('inspections.form.sampleRef')}
              />
              <FormSelectField
                form={form}
                name="SampleType"
                id="insp-SampleType"
                label={t('inspections.form.sampleType')}
                choices={choices(SAMPLE_TYPES, 'inspections.sampleType', true)}
              />
              <FormSelectField
                form={form}
                name="LabResult"
                id="insp-LabResult"
                label={t('inspections.form.labResult')}
                choices={choices(LAB_RESULTS, 'inspections.lab', true)}
              />
              <FormTextField
                form={form}
                name="LabResultDate"
                id="insp-LabResultDate"
                label={t('inspections.form.labResultDate')}
                type="date"
              />
            </div>
          )}
        </fieldset>

        <fieldset className="inspection-group">
          <legend>{t('inspections.form.notices')}</legend>
          <FormCheckboxField
            form={form}
            name="StandstillServed"
            label={t('inspections.form.standstillServed')}
          />
          {standstill && (
            <div className="inspection-grid">
              <FormTextField
                form={form}
                name="StandstillServedDate"
                id="insp-StandstillServedDate"
                label={t('inspections.form.standstillDate')}
                type="date"
              />
              <FormTextField
                form={form}
                name="StandstillServedOn"
                id="insp-StandstillServedOn"
                label={t('inspections.form.standstillServedOn')}
              />
              {liftedAlready && (
                <Text>{t('inspections.form.liftedOn', { date: existing?.StandstillLiftedDate })}</Text>
              )}
            </div>
          )}
          <div className="inspection-grid">
            {num('ColoniesDestroyed', t('inspections.form.destroyed'))}
            {num('ColoniesShookSwarmed', t('inspections.form.shookSwarmed'))}
            {num('ColoniesTreated', t('inspections.form.treated'))}
          </div>
        </fieldset>

        <fieldset className="inspection-group">
          <legend>{t('inspections.form.adviceGroup')}</legend>
          <FormTextAreaField
            form={form}
            name="Advice"
            id="insp-Advice"
            label={t('inspections.form.advice')}
            rows={3}
          />
          <div className="inspection-grid">
            <FormTextField
              form={form}
              name="TreatmentAdvised"
              id="insp-TreatmentAdvised"
              label={t('inspections.form.treatmentAdvised')}
            />
            <FormTextField
              form={form}
              name="FollowUpDue"
              id="insp-FollowUpDue"
              label={t('inspections.form.followUp')}
              type="date"
            />
            <FormSelectField
              form={form}
              name="Status"
              id="insp-Status"
              label={t('inspections.form.status')}
              choices={choices(INSPECTION_STATUSES, 'inspections.status')}
            />
          </div>
          {closedBefore && (
            <FormTextField
              form={form}
              name="EditReason"
              id="insp-EditReason"
              label={t('inspections.form.editReason')}
            />
          )}
        </fieldset>

        <FormError message={serverError} />
        <Flex gap="small" wrap="wrap">
          <SubmitButton busy={formState.isSubmitting}>{t('inspections.form.save')}</SubmitButton>
          <Button onClick={onClose}>{t('inspections.cancel')}</Button>
        </Flex>
      </Flex>
    </Modal>
  );
}
