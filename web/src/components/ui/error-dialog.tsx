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
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {t('common.ok')}
        </button>
      }
    >
      <p role="alert">{message}</p>
    </Modal>
  );
}
