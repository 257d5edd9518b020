import type { TrackingHistoryRow } from '@beewatch/shared';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { useMyTrackingImage } from '../api/my-tracking-image';
import { useMyTrackingMedia } from '../api/my-tracking-media';
import { ErrorLine } from '@/components/ui/form';

export type EvidenceKind = 'image' | 'video' | 'audio';

/**
 * The evidence popups of the tracking history (role-screens §9.1): the image with a download
 * link, the video or the audio of the record, each from a short-lived presigned URL; the
 * uploading spinner of spec §8 until an announced medium has arrived.
 */
export function EvidenceDialog({
  row,
  kind,
  onClose,
}: {
  row: TrackingHistoryRow;
  kind: EvidenceKind;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = row.HornetTrackingID;
  const image = useMyTrackingImage(id, kind === 'image');
  const media = useMyTrackingMedia(id, kind === 'image' ? null : kind);
  const evidence = kind === 'image' ? image : media;
  const url = kind === 'image' ? (image.data?.Url ?? null) : media.data?.Available ? media.data.Url : null;
  return (
    <Modal
      open
      title={t(`trackingHistory.evidence.${kind}Title`)}
      onClose={onClose}
      size={kind === 'audio' ? 'md' : 'lg'}
    >
      {evidence.isError && !evidence.data ? (
        <ErrorLine message={{ i18nKey: 'trackingHistory.evidence.error' }} />
      ) : !url ? (
        <Spinner label={t('trackingHistory.evidence.uploading')} />
      ) : kind === 'image' ? (
        <figure className="history-image">
          <img
            src={url}
            alt={t('trackingHistory.evidence.imageAlt', { place: row.LocationAddress ?? '–' })}
          />
          <figcaption>
            <a href={url} download>
              {t('trackingHistory.evidence.download')}
            </a>
          </figcaption>
        </figure>
      ) : kind === 'video' ? (
        <video
          src={url}
          controls
          className="history-video"
          aria-label={t('trackingHistory.evidence.videoTitle')}
        />
      ) : (
        <audio src={url} controls aria-label={t('trackingHistory.evidence.audioTitle')} />
      )}
    </Modal>
  );
}
