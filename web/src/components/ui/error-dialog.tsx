import { Button } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { Modal, type ModalProps } from './modal';
import { translateMessage, type MessageSource } from '@/lib/i18n';

/**
 * A small dialog that tells one thing (`children`) under `title` and has only an OK button; OK,
 * the close button and Escape all call `onClose`. Shown while `open`.
 */
export function OkDialog({
  open,
  title,
  onClose,
  children,
}: Pick<ModalProps, 'open' | 'title' | 'onClose' | 'children'>) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      size="sm"
      footer={
        <Button variation="primary" onClick={onClose}>
          {t('common.ok')}
        </Button>
      }
    >
      {children}
    </Modal>
  );
}

/** The spec's 'Error' dialog (§8): shows a server message with an OK button. */
export function ErrorDialog({ message, onClose }: { message: MessageSource | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <OkDialog open={message !== null} title={t('common.error')} onClose={onClose}>
      <p role="alert">{message !== null && translateMessage(message)}</p>
    </OkDialog>
  );
}
