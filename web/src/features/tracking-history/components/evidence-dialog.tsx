import type { TrackingHistoryRow } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { getMyTrackingImage } from '../api/my-tracking-image';
import { getMyTrackingMedia } from '../api/my-tracking-media';

export type EvidenceKind = 'image' | 'video' | 'audio';

/** While an upload is still being checked, ask again this often. */
const POLL_MS = 4000;

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
  const media = useQuery({
    queryKey: ['tracking-history', 'evidence', id, kind],
    queryFn: async ({ signal }) =>
      kind === 'image'
        ? { Available: true, Url: (await getMyTrackingImage(id, signal)).Url }
        : await getMyTrackingMedia(id, kind, signal),
    refetchInterval: (q) => (q.state.data?.Available && q.state.data.Url ? false : POLL_MS),
    gcTime: 0,
    staleTime: 0,
  });
  const url = media.data?.Available ? media.data.Url : null;
  return (
    <Modal
      open
      title={t(`trackingHistory.evidence.${kind}Title`)}
      onClose={onClose}
      size={kind === 'audio' ? 'md' : 'lg'}
    >
      {media.isError && !media.data ? (
        <p role="alert">{t('trackingHistory.evidence.error')}</p>
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
