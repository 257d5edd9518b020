import type { TrackingRecord } from '@beewatch/shared';
import { Button } from '@aws-amplify/ui-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { fetchTrackingImage } from '../api/tracking-api';
import { trackingKeys } from '../api/use-tracking-list';

/** Large image of a record with a Download button (spec §2.7). */
export function ImageDialog({ record, onClose }: { record: TrackingRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const id = record.HornetTrackingID;
  const image = useQuery({
    queryKey: [...trackingKeys.all, 'image', id],
    queryFn: ({ signal }) => fetchTrackingImage(id, signal),
    // The URL is presigned for MEDIA_URL_TTL_S; fetch a fresh one when the popup opens again.
    staleTime: 60_000,
  });

  return (
    <Modal
      open
      title={t('tracking.image.title')}
      onClose={onClose}
      size="lg"
      footer={
        // The presigned URL answers with Content-Disposition: attachment (hornet-<id>.<ext>).
        image.data ? (
          <a className="btn btn-primary" href={image.data.Url} download>
            {t('tracking.image.download')}
          </a>
        ) : (
          <Button variation="primary" isDisabled>
            {t('tracking.image.download')}
          </Button>
        )
      }
    >
      {image.isPending && <Spinner label={t('common.loading')} />}
      {image.isError && <p role="alert">{t('tracking.image.error')}</p>}
      {image.data && (
        <img
          className="evidence-image"
          src={image.data.Url}
          alt={t('tracking.image.alt', { category: record.CategoryName })}
        />
      )}
    </Modal>
  );
}
