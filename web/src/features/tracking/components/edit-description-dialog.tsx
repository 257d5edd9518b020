import { TRACKING_DESCRIPTION_MAX, TrackingDescription, type TrackingRecord } from '@beewatch/shared';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { ErrorDialog } from '@/components/ui/error-dialog';
import { FormActions, FormTextField, SchemaForm, useSchemaForm } from '@/components/ui/form';
import { Modal } from '@/components/ui/modal';
import { useSaveTrackingDescription } from '../api/save-tracking-description';

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
  const save = useSaveTrackingDescription();
  const { form, submit, serverError, setServerError } = useSchemaForm(EditDescriptionForm, {
    defaultValues: { Description: record.Description },
    onSubmit: async ({ Description }) => {
      await save.mutateAsync({ id: record.HornetTrackingID, description: Description });
      onSaved(Description);
    },
  });
  const length = form.watch('Description').length;

  return (
    <Modal open title={t('tracking.edit.title')} onClose={onClose} closeOnBackdrop={false}>
      <SchemaForm form={form} onSubmit={submit}>
        <FormTextField
          name="Description"
          label={t('tracking.edit.label')}
          maxLength={TRACKING_DESCRIPTION_MAX}
          descriptiveText={t('tracking.edit.count', { length, max: TRACKING_DESCRIPTION_MAX })}
        />
        <FormActions busy={form.formState.isSubmitting} submitLabel={t('common.save')} onCancel={onClose} />
      </SchemaForm>
      <ErrorDialog message={serverError} onClose={() => setServerError(null)} />
    </Modal>
  );
}
