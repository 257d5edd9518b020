import { SwarmMsg } from '@beewatch/shared';
import { Button } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { translateMessage } from '@/lib/i18n';

/** The 'Without Image' confirm of spec §5 / §8: 'Do you want to send notification without Image' YES/NO. */
export function WithoutImageDialog({
  open,
  onYes,
  onNo,
}: {
  open: boolean;
  onYes: () => void;
  onNo: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={translateMessage(SwarmMsg.withoutImageTitle)}
      onClose={onNo}
      size="sm"
      initialFocus="[data-confirm-no]"
      footer={
        <>
          <Button variation="primary" onClick={onYes}>
            {t('swarmReport.yes')}
          </Button>
          <Button data-confirm-no onClick={onNo}>
            {t('swarmReport.no')}
          </Button>
        </>
      }
    >
      <p>{translateMessage(SwarmMsg.withoutImageQuestion)}</p>
    </Modal>
  );
}
