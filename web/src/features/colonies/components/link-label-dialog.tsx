import { LinkLabelRequest, type Colony } from '@beewatch/shared';
import { Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormSelectField, FormTextField, useSchemaForm } from '@/components/ui/form';
import { useLinkLabel } from '../api/link-label';
import { QrPhotoField } from './qr-photo-field';

/**
 * Link a label to a colony (role-screens §5.4): the code typed (dashes and spaces ignored) or read
 * from a photo of the label, and the colony. The server refuses a label linked elsewhere, voided,
 * replaced or issued to another beekeeper, with the reason.
 */
export function LinkLabelDialog({
  colonies,
  colonyId,
  onClose,
  onLinked,
}: {
  colonies: Colony[];
  colonyId: string | null;
  onClose: () => void;
  onLinked: (c: Colony) => void;
}) {
  const { t } = useTranslation();
  const link = useLinkLabel();
  const free = colonies.filter((c) => !c.Token);
  const { form, dialogProps } = useSchemaForm(LinkLabelRequest, {
    onSubmit: async (v) => onLinked(await link.mutateAsync({ ...v, Token: v.Token.replace(/[\s-]/g, '') })),
    defaultValues: { Token: '', ColonyID: colonyId ?? free[0]?.ColonyID ?? '' },
  });
  const onToken = (token: string) => form.setValue('Token', token, { shouldValidate: true });
  return (
    <FormDialog
      {...dialogProps}
      title={t('colonies.link.title')}
      onClose={onClose}
      gap="small"
      submitLabel={t('colonies.link.submit')}
    >
      <Text>{t('colonies.link.intro')}</Text>
      <QrPhotoField label={t('colonies.link.photo')} onToken={onToken} />
      <FormTextField
        name="Token"
        label={t('colonies.link.code')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        registerOptions={{ setValueAs: (v: string) => v.replace(/[\s-]/g, '') }}
      />
      <FormSelectField
        name="ColonyID"
        label={t('colonies.link.colony')}
        choices={(colonyId ? colonies.filter((c) => c.ColonyID === colonyId) : free).map((c) => ({
          value: c.ColonyID,
          label: `${c.Name} (${c.ApiaryName})`,
        }))}
      />
    </FormDialog>
  );
}
