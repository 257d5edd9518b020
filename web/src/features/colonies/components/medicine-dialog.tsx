import { MedicineFields, UK_BEE_MEDICINES, type Colony, type ColonyRecord } from '@beewatch/shared';
import { CheckboxField, Fieldset, Text } from '@aws-amplify/ui-react';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormTextAreaField, FormTextField, useSchemaForm } from '@/components/ui/form';
import { translateMessage } from '@/lib/i18n';
import { useAddMedicine } from '../api/add-medicine';
import { localDay } from '@/lib/dates';

const MedicineForm = MedicineFields;

/**
 * Add a veterinary medicine record (Veterinary Medicines Regulations 2013: product, batch number,
 * date administered, quantity, withdrawal period, colonies treated; kept at least 5 years). The
 * product box suggests the UK-authorised varroa medicines; the colonies of the same apiary can be
 * ticked with this one. A record is never deleted: a mistake is corrected by a new record.
 */
export function MedicineDialog({
  record,
  colonies,
  onClose,
}: {
  record: ColonyRecord;
  colonies: Colony[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const listId = useId();
  const add = useAddMedicine();
  const sameApiary = colonies.filter((c) => c.ApiaryID === record.Colony.ApiaryID);
  const { form, dialogProps } = useSchemaForm(MedicineForm, {
    onSubmit: async (v) => {
      await add.mutateAsync(v);
      onClose();
    },
    defaultValues: {
      ColonyIDs: [record.Colony.ColonyID],
      Product: '',
      BatchNumber: '',
      DateAdministered: localDay(),
      Quantity: '',
      WithdrawalDays: 0,
      Supplier: '',
      Notes: '',
      Corrects: null,
    },
  });
  const coloniesError = form.formState.errors.ColonyIDs?.message;
  return (
    <FormDialog
      {...dialogProps}
      title={t('colonies.medicine.add')}
      onClose={onClose}
      size="lg"
      gap="small"
      submitLabel={t('colonies.save')}
    >
      <Text>{t('colonies.medicine.law')}</Text>
      <FormTextField
        name="Product"
        label={t('colonies.medicine.product')}
        list={listId}
        maxLength={100}
        isRequired
      />
      <datalist id={listId}>
        {UK_BEE_MEDICINES.map((m) => (
          <option key={m.Product} value={m.Product}>{`${m.Product} (Vm ${m.Vm})`}</option>
        ))}
      </datalist>
      <FormTextField name="BatchNumber" label={t('colonies.medicine.batch')} maxLength={40} isRequired />
      <FormTextField
        name="DateAdministered"
        type="date"
        max={localDay()}
        label={t('colonies.medicine.date')}
        isRequired
      />
      <FormTextField
        name="Quantity"
        label={t('colonies.medicine.quantity')}
        descriptiveText={t('colonies.medicine.quantityHint')}
        maxLength={60}
        isRequired
      />
      <FormTextField
        name="WithdrawalDays"
        type="number"
        min={0}
        max={365}
        label={t('colonies.medicine.withdrawal')}
        descriptiveText={t('colonies.medicine.withdrawalHint')}
      />
      <Controller
        control={form.control}
        name="ColonyIDs"
        render={({ field }) => (
          <Fieldset legend={t('colonies.medicine.colonies')} direction="column" gap="xs">
            {sameApiary.map((c) => (
              <CheckboxField
                key={c.ColonyID}
                name={`treated-${c.ColonyID}`}
                value="yes"
                label={c.Name}
                checked={field.value.includes(c.ColonyID)}
                onChange={(e) =>
                  field.onChange(
                    e.target.checked
                      ? [...field.value, c.ColonyID]
                      : field.value.filter((id: string) => id !== c.ColonyID),
                  )
                }
              />
            ))}
            {coloniesError && (
              <Text role="alert" variation="error">
                {translateMessage(coloniesError)}
              </Text>
            )}
          </Fieldset>
        )}
      />
      <FormTextField name="Supplier" label={t('colonies.medicine.supplier')} maxLength={200} />
      <FormTextAreaField name="Notes" label={t('colonies.medicine.notes')} rows={2} maxLength={500} />
    </FormDialog>
  );
}
