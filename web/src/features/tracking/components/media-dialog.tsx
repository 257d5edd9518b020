import type { TrackingRecord } from '@beewatch/shared';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { useTrackingMedia, type MediaType } from '../api/get-tracking-media';
import { ErrorLine } from '@/components/ui/form';

export interface MediaDialogProps {
  record: TrackingRecord;
  type: MediaType;
  onClose: () => void;
}

/**
 * Video or audio player of a record (spec §2.7). Until the upload is available it shows the
 * uploading spinner of spec §8 and polls; then it plays the short-lived presigned URL.
 */
export function MediaDialog({ record, type, onClose }: MediaDialogProps) {
  const { t } = useTranslation();
  const id = record.HornetTrackingID;
  const media = useTrackingMedia(id, type);
  const url = media.data?.Available ? media.data.Url : null;
  const title = type === 'video' ? t('tracking.media.videoTitle') : t('tracking.media.audioTitle');

  return (
    <Modal open title={title} onClose={onClose} size={type === 'video' ? 'lg' : 'md'}>
      {media.isError && !media.data ? (
        <ErrorLine message={{ i18nKey: 'tracking.media.error' }} />
      ) : !url ? (
        <Spinner label={t('tracking.media.uploading')} />
      ) : type === 'video' ? (
        <video className="evidence-video" controls preload="metadata" src={url} aria-label={title}>
          {t('tracking.media.unsupported')}
        </video>
      ) : (
        <audio className="evidence-audio" controls preload="metadata" src={url} aria-label={title}>
          {t('tracking.media.unsupported')}
        </audio>
      )}
    </Modal>
  );
}
