import { Button } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { Modal } from './modal';

/** The spec's 'Error' dialog (§8): shows a server message with an OK button. */
export function ErrorDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={message !== null}
      title={t('common.error')}
      onClose={onClose}
      size="sm"
      footer={
        <Button variation="primary" onClick={onClose}>
          {t('common.ok')}
        </Button>
      }
    >
      <p role="alert">{message}</p>
    </Modal>
  );
}
