import {
  AddSwarmCollectorFields,
  COLLECTION_RADIUS_MAX_KM,
  COLLECTION_RADIUS_MIN_KM,
  DEFAULT_COLLECTOR_DETAILS,
  MAX_HEIGHTS,
  SaveSwarmCollectorFields,
  type SwarmCollector,
} from '@beewatch/shared';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import {
  FormCheckboxField,
  FormSelectField,
  FormSubmit,
  FormTextAreaField,
  FormTextField,
  SchemaForm,
  useSchemaForm,
} from '@/components/ui/form';

const RADII = Array.from(
  { length: COLLECTION_RADIUS_MAX_KM - COLLECTION_RADIUS_MIN_KM + 1 },
  (_, i) => i + 1,
);

type AddValues = z.input<typeof AddSwarmCollectorFields>;
type SaveValues = z.input<typeof SaveSwarmCollectorFields>;

/** The add form's empty values (radius 10 km as the built collection areas). */
export const EMPTY_MEMBER: AddValues = {
  User: '',
  PostCode: '',
  RadiusKm: 10,
  ...DEFAULT_COLLECTOR_DETAILS,
};

/** The edit form's values from a collector. */
export const valuesOf = (c: SwarmCollector): SaveValues => ({
  UserName: c.UserName,
  PostCode: c.District,
  RadiusKm: c.RadiusKm,
  Availability: c.Availability,
  DndUntil: c.DndUntil,
  MaxHeight: c.MaxHeight,
  ExperienceYears: c.ExperienceYears,
  BbkaBasic: c.BbkaBasic,
  EquipmentConfirmed: c.EquipmentConfirmed,
  BbkaApproved: c.BbkaApproved,
  InsurancePolicyNumber: c.InsurancePolicyNumber,
  MembershipVerified: c.MembershipVerified,
  MembershipVerifiedOn: c.MembershipVerifiedOn,
  PublicPhone: c.PublicPhone,
  Consent: c.Consent,
  Notes: c.Notes,
  Status: c.Status,
  SuspendReason: c.SuspendReason,
});

/**
 * The collector form of addmember and editmember (role-screens §4.4, §4.5): base post code and
 * radius, availability, height, experience and checks, the phone given after adoption, consent
 * and notes; on edit also the status with its reason. The shared schemas check it, with the
 * server's messages; `onSave` returns the server's success message.
 */
export function MemberForm(
  props:
    | {
        mode: 'add';
        defaults: AddValues;
        onSave: (v: z.output<typeof AddSwarmCollectorFields>) => Promise<unknown>;
      }
    | {
        mode: 'edit';
        defaults: SaveValues;
        onSave: (v: z.output<typeof SaveSwarmCollectorFields>) => Promise<unknown>;
      },
) {
  const { t } = useTranslation();
  // Edit's schema is add's without the user and with the status; the form is typed as add's.
  const schema = (
    props.mode === 'add' ? AddSwarmCollectorFields : SaveSwarmCollectorFields
  ) as typeof AddSwarmCollectorFields;
  const { form, submit, serverError } = useSchemaForm(schema, {
    defaultValues: props.defaults as AddValues,
    onSubmit: (values) => (props.onSave as (v: unknown) => Promise<unknown>)(values),
  });
  // The status is a field of the edit form only.
  const { Availability: availability, Status: status } = form.watch() as Partial<SaveValues>;
  const f = (key: string) => t(`coordination.form.${key}`);
  return (
    <SchemaForm form={form} gap="1rem" onSubmit={submit} className="member-form">
      {props.mode === 'add' && (
        <FormTextField
          name="User"
          label={f('user')}
          descriptiveText={f('userHint')}
          isRequired
          maxLength={128}
        />
      )}
      <div className="form-row">
        <FormTextField name="PostCode" label={f('postCode')} isRequired maxLength={12} />
        <FormSelectField
          name="RadiusKm"
          label={f('radius')}
          choices={RADII.map((km) => ({
            value: String(km),
            label: t('coordination.form.km', { count: km }),
          }))}
        />
      </div>
      <div className="form-row">
        <FormSelectField
          name="Availability"
          label={f('availability')}
          choices={[
            { value: 'Available', label: t('coordination.availability.Available') },
            { value: 'DoNotDisturb', label: t('coordination.availability.DoNotDisturb') },
          ]}
        />
        {availability === 'DoNotDisturb' && (
          <FormTextField name="DndUntil" type="date" label={f('dndUntil')} isRequired />
        )}
        <FormSelectField
          name="MaxHeight"
          label={f('maxHeight')}
          choices={MAX_HEIGHTS.map((h) => ({ value: h, label: t(`coordination.height.${h}`) }))}
        />
      </div>
      <fieldset className="checks">
        <legend>{f('experience')}</legend>
        <FormTextField name="ExperienceYears" type="number" min={0} max={80} label={f('years')} />
        <FormCheckboxField name="BbkaBasic" label={f('bbkaBasic')} />
        <FormCheckboxField name="EquipmentConfirmed" label={f('equipment')} />
        <FormCheckboxField name="BbkaApproved" label={f('bbkaApproved')} />
        <FormTextField name="InsurancePolicyNumber" label={f('insurance')} maxLength={50} />
        <FormCheckboxField name="MembershipVerified" label={f('membership')} />
      </fieldset>
      <FormTextField
        name="PublicPhone"
        label={f('publicPhone')}
        descriptiveText={f('publicPhoneHint')}
        maxLength={20}
      />
      <FormCheckboxField name="Consent" label={f('consent')} />
      <FormTextAreaField name="Notes" label={f('notes')} maxLength={500} rows={3} />
      {props.mode === 'edit' && (
        <div className="form-row">
          <FormSelectField
            name="Status"
            label={f('status')}
            choices={[
              { value: 'Active', label: t('coordination.memberStatus.Active') },
              { value: 'Suspended', label: t('coordination.memberStatus.Suspended') },
            ]}
          />
          {status === 'Suspended' && (
            <FormTextField name="SuspendReason" label={f('reason')} isRequired maxLength={200} />
          )}
        </div>
      )}
      <FormSubmit error={serverError}>{props.mode === 'add' ? f('add') : t('common.save')}</FormSubmit>
    </SchemaForm>
  );
}
