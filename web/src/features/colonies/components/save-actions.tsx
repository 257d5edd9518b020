import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/ui/form';
import { serverErrorText } from '@/lib/server-error';

/**
 * Save and Cancel at the end of a colony dialog, with the failed save's message (in the UI
 * language) above them; Save is busy while the mutation runs.
 */
export function SaveActions({
  mutation,
  onCancel,
}: {
  mutation: { error: Error | null; isPending: boolean };
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormActions
      error={mutation.error ? serverErrorText(mutation.error) : null}
      busy={mutation.isPending}
      submitLabel={t('colonies.save')}
      onCancel={onCancel}
    />
  );
}
