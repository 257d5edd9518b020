import {
  ACCESS_CODE_MAX_USES,
  GRANTABLE_ROLE_IDS,
  REGISTRATION_MAX,
  roleNameOf,
  type AccessCodeRow,
  GenerateAccessCodeFields,
} from '@beewatch/shared';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormSelectField, FormTextField, useSchemaForm } from '@/components/ui/form';
import { useGenerateAccessCode } from '../api/generate-access-code';

export interface GenerateAccessCodeDialogProps {
  onClose: () => void;
  onGenerated: (code: AccessCodeRow) => void;
}

/** Generate popup of admin/accesscodelist: role, subscription expiry, uses (1–1000), purchaser email. */
export function GenerateAccessCodeDialog({ onClose, onGenerated }: GenerateAccessCodeDialogProps) {
  const { t } = useTranslation();
  const generate = useGenerateAccessCode();
  const { dialogProps } = useSchemaForm(GenerateAccessCodeFields, {
    defaultValues: { RoleID: '', ExpiryDate: '', MaxUses: 1, PurchaserEmail: '' },
    onSubmit: async (values) => {
      onGenerated(await generate.mutateAsync(values));
    },
  });

  return (
    <FormDialog
      {...dialogProps}
      title={t('registration.accessCodes.generateTitle')}
      onClose={onClose}
      submitLabel={t('registration.accessCodes.generate')}
    >
      <FormSelectField
        name="RoleID"
        id="gen-role"
        label={t('registration.accessCodes.role')}
        placeholder={t('registration.accessCodes.selectRole')}
        choices={GRANTABLE_ROLE_IDS.map((id) => ({
          value: String(id),
          label: t(`role.${roleNameOf(id)}`),
        }))}
      />
      <FormTextField
        name="ExpiryDate"
        id="gen-expiry"
        label={t('registration.accessCodes.expiryDate')}
        type="date"
      />
      <FormTextField
        name="MaxUses"
        id="gen-uses"
        label={t('registration.accessCodes.maxUses')}
        type="number"
        min={1}
        max={ACCESS_CODE_MAX_USES}
      />
      <FormTextField
        name="PurchaserEmail"
        id="gen-email"
        label={t('registration.accessCodes.purchaserEmail')}
        type="email"
        maxLength={REGISTRATION_MAX.Email}
      />
    </FormDialog>
  );
}
