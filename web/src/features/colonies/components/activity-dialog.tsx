import { ACTIVITY_TYPES, AddActivityRequest, preprocess, type ColonyRecord } from '@beewatch/shared';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import {
  FormDialog,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
  useSchemaForm,
} from '@/components/ui/form';
import { useAddActivity } from '../api/add-activity';
import { localDay } from '@/lib/dates';

/** Empty number boxes are no value (null), not 0. */
const blankAsNull = (v: unknown) => (v === '' || v === undefined ? null : v);
const ActivityForm = z.extend(AddActivityRequest, {
  CurrentColonies: preprocess(
    blankAsNull,
    z.nullable(z.coerce.number().check(z.int(), z.gte(0), z.lte(1000))),
  ),
  Harvest: preprocess(blankAsNull, z.nullable(z.coerce.number().check(z.gte(0), z.lte(10_000)))),
});

/** Add one entry to a colony's activity log: the Set Template columns (Harvest in kg). */
export function ActivityDialog({ record, onClose }: { record: ColonyRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const add = useAddActivity();
  const { dialogProps } = useSchemaForm(ActivityForm, {
    onSubmit: async (v) => {
      await add.mutateAsync(v);
      onClose();
    },
    defaultValues: {
      ColonyID: record.Colony.ColonyID,
      ActivityDate: localDay(),
      Activity: 'Inspection' as const,
      Hive: '',
      CurrentColonies: null,
      Harvest: null,
      Description: '',
    },
  });
  return (
    <FormDialog
      {...dialogProps}
      title={t('colonies.activity.add')}
      onClose={onClose}
      gap="small"
      submitLabel={t('colonies.save')}
    >
      <FormTextField
        name="ActivityDate"
        type="date"
        max={localDay()}
        label={t('colonies.columns.ActivityDate')}
      />
      <FormSelectField
        name="Activity"
        label={t('colonies.columns.Activity')}
        choices={ACTIVITY_TYPES.map((a) => ({ value: a, label: t(`colonies.activities.${a}`) }))}
      />
      <FormTextField name="Hive" label={t('colonies.columns.Hive')} maxLength={60} />
      <FormTextField
        name="CurrentColonies"
        type="number"
        min={0}
        label={t('colonies.columns.CurrentColonies')}
      />
      <FormTextField
        name="Harvest"
        type="number"
        min={0}
        step="0.1"
        label={t('colonies.columns.HarvestKg')}
      />
      <FormTextAreaField
        name="Description"
        label={t('colonies.columns.Description')}
        rows={3}
        maxLength={500}
      />
    </FormDialog>
  );
}
