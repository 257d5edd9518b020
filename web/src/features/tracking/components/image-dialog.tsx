import type { TrackingRecord } from '@beewatch/shared';
import { Button } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { useTrackingImage } from '../api/get-tracking-image';
import { ErrorLine } from '@/components/ui/form';

/** Large image of a record with a Download button (spec §2.7). */
export function ImageDialog({ record, onClose }: { record: TrackingRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const id = record.HornetTrackingID;
  const image = useTrackingImage(id);

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
      <ErrorLine message={image.isError ? { i18nKey: 'tracking.image.error' } : null} />
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
