import { ACTIVITY_NOTES_MAX, CATEGORY_DESCRIPTION_MAX, CATEGORY_NAME_MAX } from '@beewatch/shared';
import { CheckboxField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorDialog } from '@/components/ui/error-dialog';
import {
  FormActions,
  FormCheckboxField,
  FormTextAreaField,
  FormTextField,
  SchemaForm,
  useSchemaForm,
} from '@/components/ui/form';
import { Modal } from '@/components/ui/modal';
import { useSaveCategory, type SavedCategory } from '../api/save-category';
import { ActivityForm, activityForSave, type ActivityFormInput } from '../lib/category-form';
import {
  recipientFields,
  responsibilityOf,
  responsibilityReducer,
  responsibilityStateOf,
  showsHowOptions,
  type ResponsibilityAction,
} from '../lib/responsibility';
import { RecipientsFieldset } from './recipients-fieldset';
import { ResponsibilityFieldset } from './responsibility-fieldset';
import { translateMessage } from '@/lib/i18n';

export interface ActivityDialogProps {
  /** The category: name and description for a new one, everything (with CategoryID) to edit. */
  initial: ActivityFormInput;
  onClose: () => void;
  onSaved: (saved: SavedCategory) => void;
}

/**
 * Add/edit activity popup (spec §2.7, §4, §5): name, description, notes, the responsibility
 * rules, the escalation recipients, what appears and the desktop alarm; validated with the shared
 * CategoryActivity rules before AddEditCategory. A refused save opens the Error dialog.
 */
export function ActivityDialog({ initial, onClose, onSaved }: ActivityDialogProps) {
  const { t } = useTranslation();
  const save = useSaveCategory();
  const [responsibility, setResponsibility] = useState(() => responsibilityStateOf(initial));
  const { form, submit, serverError, setServerError } = useSchemaForm(ActivityForm, {
    // Validates what will be saved: entries the escalation hides are blanked first.
    prepare: activityForSave,
    onSubmit: async (values) => onSaved(await save.mutateAsync(values)),
    defaultValues: {
      ActivityNotes: '',
      AudibleDesktopAlarm: false,
      Map: false,
      Image: false,
      Notes: false,
      Recipients: [],
      ...initial,
      Responsibility: responsibilityOf(responsibility.checked),
      EscalateByInt: responsibility.escalateBy,
    },
  });
  const {
    setValue,
    trigger,
    watch,
    formState: { errors, isSubmitted },
  } = form;
  const notesLength = (watch('ActivityNotes') ?? '').length;

  const dispatch = (action: ResponsibilityAction) => {
    const next = responsibilityReducer(responsibility, action);
    if (next === responsibility) return;
    setResponsibility(next);
    setValue('Responsibility', responsibilityOf(next.checked));
    setValue('EscalateByInt', next.escalateBy);
    setValue('AudibleDesktopAlarm', next.audibleDesktopAlarm);
    // After a first save attempt, the messages follow the choices.
    if (isSubmitted) void trigger();
  };

  const editing = Boolean(initial.CategoryID);
  const fieldError = (id: string, message?: string) =>
    message && (
      <p id={id} className="field-error" role="alert">
        {translateMessage(message)}
      </p>
    );

  return (
    <Modal
      open
      size="lg"
      title={t(editing ? 'categories.activity.editTitle' : 'categories.activity.addTitle')}
      onClose={onClose}
      closeOnBackdrop={false}
    >
      <SchemaForm form={form} onSubmit={submit} className="activity-form">
        <FormTextField name="Name" label={t('categories.activity.name')} maxLength={CATEGORY_NAME_MAX} />
        <FormTextAreaField
          name="Description"
          label={t('categories.activity.description')}
          rows={2}
          maxLength={CATEGORY_DESCRIPTION_MAX}
        />
        <FormTextAreaField
          name="ActivityNotes"
          label={t('categories.activity.notes')}
          rows={3}
          maxLength={ACTIVITY_NOTES_MAX}
          descriptiveText={t('categories.activity.count', { length: notesLength, max: ACTIVITY_NOTES_MAX })}
        />

        <ResponsibilityFieldset
          state={responsibility}
          dispatch={dispatch}
          error={errors.Responsibility?.message}
        />
        {fieldError('activity-escalation-error', errors.EscalateByInt?.message)}

        {responsibility.escalateBy !== null && (
          <RecipientsFieldset form={form} show={recipientFields(responsibility)} />
        )}

        {showsHowOptions(responsibility) && (
          <fieldset
            className="category-fieldset"
            aria-describedby={errors.Map ? 'activity-what-appears-error' : undefined}
          >
            <legend>{t('categories.activity.whatAppears')}</legend>
            <div className="check-grid">
              <FormCheckboxField
                name="Map"
                label={t('categories.activity.map')}
                errorShownBy="activity-what-appears-error"
              />
              <FormCheckboxField
                name="Image"
                label={t('categories.activity.image')}
                registerOptions={{ deps: ['Map'] }}
              />
              <FormCheckboxField
                name="Notes"
                label={t('categories.activity.notesOption')}
                registerOptions={{ deps: ['Map'] }}
              />
            </div>
            {fieldError('activity-what-appears-error', errors.Map?.message)}
          </fieldset>
        )}

        <CheckboxField
          name="AudibleDesktopAlarm"
          value="true"
          label={t('categories.activity.alarm')}
          checked={responsibility.audibleDesktopAlarm}
          onChange={(e) => dispatch({ type: 'alarm', checked: e.target.checked })}
        />

        <FormActions busy={save.isPending} submitLabel={t('common.save')} onCancel={onClose} />
      </SchemaForm>
      <ErrorDialog message={serverError} onClose={() => setServerError(null)} />
    </Modal>
  );
}
