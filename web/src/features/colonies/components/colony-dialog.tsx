import { COLONY_STATUSES, ColonyInput, type Apiary, type Colony } from '@beewatch/shared';
import { useTranslation } from 'react-i18next';
import {
  FormDialog,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
  useSchemaForm,
} from '@/components/ui/form';
import { useSaveColony } from '../api/save-colony';

/** Add or edit a colony: its name, apiary (one of the beekeeper's), status and notes. */
export function ColonyDialog({
  colony,
  apiaries,
  onClose,
  onSaved,
}: {
  colony: Colony | null;
  apiaries: Apiary[];
  onClose: () => void;
  onSaved: (c: Colony) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveColony();
  const { dialogProps } = useSchemaForm(ColonyInput, {
    onSubmit: async (v) => onSaved(await save.mutateAsync(v)),
    defaultValues: {
      ColonyID: colony?.ColonyID ?? null,
      Name: colony?.Name ?? '',
      ApiaryID: colony?.ApiaryID ?? apiaries[0]?.ApiaryID ?? '',
      Status: colony?.Status ?? ('Active' as const),
      Notes: colony?.Notes ?? '',
    },
  });
  return (
    <FormDialog
      {...dialogProps}
      title={colony ? t('colonies.colony.edit') : t('colonies.colony.add')}
      onClose={onClose}
      gap="small"
      submitLabel={t('colonies.save')}
    >
      <FormTextField name="Name" label={t('colonies.colony.name')} maxLength={60} isRequired />
      <FormSelectField
        name="ApiaryID"
        label={t('colonies.colony.apiary')}
        placeholder={t('colonies.colony.chooseApiary')}
        choices={apiaries.map((a) => ({ value: a.ApiaryID, label: a.Name }))}
      />
      <FormSelectField
        name="Status"
        label={t('colonies.colony.status')}
        choices={COLONY_STATUSES.map((s) => ({ value: s, label: t(`colonies.statuses.${s}`) }))}
      />
      <FormTextAreaField name="Notes" label={t('colonies.colony.notes')} rows={2} maxLength={500} />
    </FormDialog>
  );
}
