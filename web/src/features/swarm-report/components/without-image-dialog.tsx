import { SwarmMsg } from '@beewatch/shared';
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
          <button type="button" className="btn btn-primary" onClick={onYes}>
            {t('swarmReport.yes')}
          </button>
          <button type="button" className="btn" data-confirm-no onClick={onNo}>
            {t('swarmReport.no')}
          </button>
        </>
      }
    >
      <p>{translateMessage(SwarmMsg.withoutImageQuestion)}</p>
    </Modal>
  );
}
