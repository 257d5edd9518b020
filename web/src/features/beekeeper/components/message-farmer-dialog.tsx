import { MessageFarmerRequest, type SprayHistoryRow } from '@beewatch/shared';
import * as z from 'zod/mini';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FormDialog, FormTextAreaField, useSchemaForm } from '@/components/ui/form';
import { useMessageFarmer } from '../api/message-farmer';

const MessageForm = z.pick(MessageFarmerRequest, { Body: true });

/**
 * 'Message the farmer' (role-screens §5.3): the message goes to the farmer's inbox without the
 * beekeeper's name; the conversation page then opens, where the answer comes back the same way.
 */
export function MessageFarmerDialog({ row, onClose }: { row: SprayHistoryRow; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const send = useMessageFarmer();
  const { dialogProps } = useSchemaForm(MessageForm, {
    defaultValues: { Body: '' },
    onSubmit: async ({ Body }) => {
      const c = await send.mutateAsync({ SprayNotificationID: row.SprayNotificationID, Body });
      navigate(`/home/sprayconversation/${c.ThreadID}`);
    },
  });
  return (
    <FormDialog
      {...dialogProps}
      title={t('beekeeper.history.messageTitle')}
      onClose={onClose}
      gap="0.75rem"
      submitLabel={t('beekeeper.history.send')}
      cancelLabel={t('beekeeper.history.close')}
    >
      <p>{t('beekeeper.history.messageHint')}</p>
      <FormTextAreaField name="Body" label={t('beekeeper.history.messageLabel')} rows={5} maxLength={2000} />
    </FormDialog>
  );
}
