import { TRACKING_DESCRIPTION_MAX, TrackingDescription, type TrackingRecord } from '@beewatch/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorDialog } from '@/components/ui/error-dialog';
import { Modal } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n';
import { saveTrackingDescription } from '../api/tracking-api';

/** The edit form: spec §5, required after trimming and at most 40 characters. */
export const EditDescriptionForm = z.object({ Description: TrackingDescription });

export interface EditDescriptionDialogProps {
  record: TrackingRecord;
  onClose: () => void;
  /** Called with the saved (trimmed) text. */
  onSaved: (description: string) => void;
}

/** Edit-description popup; a refused save opens the Error dialog with the server's message (spec §8). */
export function EditDescriptionDialog({ record, onClose, onSaved }: EditDescriptionDialogProps) {
  const { t } = useTranslation();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(EditDescriptionForm),
    defaultValues: { Description: record.Description },
  });
  const length = watch('Description').length;

  const submit = handleSubmit(async ({ Description }) => {
    try {
      await saveTrackingDescription(record.HornetTrackingID, Description);
      onSaved(Description);
    } catch (err) {
      setServerError(
        err instanceof ApiError && !err.isTransport
          ? translateMessage(err.message)
          : t('common.requestFailed'),
      );
    }
  });

  return (
    <Modal open title={t('tracking.edit.title')} onClose={onClose} closeOnBackdrop={false}>
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="edit-description">{t('tracking.edit.label')}</label>
          <input
            id="edit-description"
            maxLength={TRACKING_DESCRIPTION_MAX}
            aria-invalid={errors.Description ? true : undefined}
            aria-describedby={`edit-description-count${errors.Description ? ' edit-description-error' : ''}`}
            {...register('Description')}
          />
          <span id="edit-description-count" className="hint">
            {t('tracking.edit.count', { length, max: TRACKING_DESCRIPTION_MAX })}
          </span>
          {errors.Description?.message && (
            <p id="edit-description-error" className="field-error" role="alert">
              {translateMessage(errors.Description.message)}
            </p>
          )}
        </div>
        <div className="modal-actions">
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {t('common.save')}
          </button>
          <button type="button" className="btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
        </div>
      </form>
      <ErrorDialog message={serverError} onClose={() => setServerError(null)} />
    </Modal>
  );
}
