import { MessageFarmerRequest, type SprayHistoryRow } from '@beewatch/shared';
import * as z from 'zod/mini';
import { Button, Flex } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FormError, FormTextAreaField } from '@/components/ui/form';
import { Modal } from '@/components/ui/modal';
import { SubmitButton } from '@/components/ui/submit-button';
import { useMessageFarmer } from '../api/message-farmer';
import { serverErrorText } from '@/lib/server-error';

const MessageForm = z.pick(MessageFarmerRequest, { Body: true });
type MessageValues = { Body: string };

/**
 * 'Message the farmer' (role-screens §5.3): the message goes to the farmer's inbox without the
 * beekeeper's name; the conversation page then opens, where the answer comes back the same way.
 */
export function MessageFarmerDialog({ row, onClose }: { row: SprayHistoryRow; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const send = useMessageFarmer();
  const form = useForm<MessageValues>({ resolver: zodResolver(MessageForm), defaultValues: { Body: '' } });
  const serverError = send.error ? serverErrorText(send.error) : null;
  const onSubmit = form.handleSubmit(async (values) => {
    const c = await send.mutateAsync({ SprayNotificationID: row.SprayNotificationID, Body: values.Body });
    navigate(`/home/sprayconversation/${c.ThreadID}`);
  });
  return (
    <Modal open title={t('beekeeper.history.messageTitle')} onClose={onClose} closeOnBackdrop={false}>
      <form onSubmit={(e) => void onSubmit(e).catch(() => undefined)} noValidate>
        <Flex direction="column" gap="0.75rem">
          <p>{t('beekeeper.history.messageHint')}</p>
          <FormError message={serverError} />
          <FormTextAreaField
            form={form}
            name="Body"
            label={t('beekeeper.history.messageLabel')}
            rows={5}
            maxLength={2000}
          />
          <Flex gap="0.5rem" wrap="wrap">
            <SubmitButton busy={send.isPending}>{t('beekeeper.history.send')}</SubmitButton>
            <Button onClick={onClose}>{t('beekeeper.history.close')}</Button>
          </Flex>
        </Flex>
      </form>
    </Modal>
  );
}
