import { Button } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}

/** Yes/No confirmation (spec §8 confirm dialogs); No is focused first so Enter never deletes by accident. */
export function ConfirmDialog({ open, title, message, onConfirm, onCancel, busy }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      size="sm"
      initialFocus="[data-confirm-no]"
      footer={
        <>
          <Button variation="primary" colorTheme="error" onClick={onConfirm} isDisabled={busy}>
            {t('common.yes')}
          </Button>
          <Button data-confirm-no onClick={onCancel}>
            {t('common.no')}
          </Button>
        </>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
