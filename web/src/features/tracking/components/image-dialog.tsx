import type { TrackingRecord } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { base64ToBlob, saveBlob } from '@/lib/download';
import { fetchTrackingImage } from '../api/tracking-api';
import { trackingKeys } from '../api/use-tracking-list';

/** Large image of a record with a Download button (spec §2.7). */
export function ImageDialog({ record, onClose }: { record: TrackingRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const id = record.HornetTrackingID;
  const image = useQuery({
    queryKey: [...trackingKeys.all, 'image', id],
    queryFn: ({ signal }) => fetchTrackingImage(id, signal),
    staleTime: Infinity,
  });

  const download = () => {
    if (!image.data) return;
    const ext = image.data.ContentType === 'image/png' ? 'png' : 'jpg';
    saveBlob(base64ToBlob(image.data.Base64, image.data.ContentType), `hornet-${id}.${ext}`);
  };

  return (
    <Modal
      open
      title={t('tracking.image.title')}
      onClose={onClose}
      size="lg"
      footer={
        <button type="button" className="btn btn-primary" onClick={download} disabled={!image.data}>
          {t('tracking.image.download')}
        </button>
      }
    >
      {image.isPending && <Spinner label={t('common.loading')} />}
      {image.isError && <p role="alert">{t('tracking.image.error')}</p>}
      {image.data && (
        <img
          className="evidence-image"
          src={`data:${image.data.ContentType};base64,${image.data.Base64}`}
          alt={t('tracking.image.alt', { category: record.CategoryName })}
        />
      )}
    </Modal>
  );
}
