import { ACTIVITY_NOTES_MAX } from '@beewatch/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorDialog } from '@/components/ui/error-dialog';
import { Modal } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-client';
import { useSaveCategory, type SavedCategory } from '../api/save-category';
import {
  ActivityForm,
  activityForSave,
  CATEGORY_DESCRIPTION_MAX,
  CATEGORY_NAME_MAX,
  type ActivityFormInput,
  type ActivityFormValues,
} from '../lib/category-form';
import { translateCategoryMessage } from '../lib/messages';
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

const schemaResolver = zodResolver(ActivityForm);
/** Validates what will be saved: entries the escalation hides are blanked first. */
const resolver: Resolver<ActivityFormInput, unknown, ActivityFormValues> = (values, context, options) =>
  schemaResolver(activityForSave(values), context, options);

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
  const [serverError, setServerError] = useState<string | null>(null);
  const [responsibility, setResponsibility] = useState(() => responsibilityStateOf(initial));
  const {
    register,
    control,
    handleSubmit,
    setValue,
    trigger,
    watch,
    formState: { errors, isSubmitted },
  } = useForm<ActivityFormInput, unknown, ActivityFormValues>({
    resolver,
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

  const submit = handleSubmit(async (values) => {
    try {
      onSaved(await save.mutateAsync(values));
    } catch (err) {
      setServerError(
        err instanceof ApiError && !err.isTransport
          ? translateCategoryMessage(err.message)
          : t('common.requestFailed'),
      );
    }
  });

  const editing = Boolean(initial.CategoryID);
  const fieldError = (id: string, message?: string) =>
    message && (
      <p id={id} className="field-error" role="alert">
        {translateCategoryMessage(message)}
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
      <form onSubmit={submit} noValidate className="activity-form">
        <div className="field">
          <label htmlFor="activity-name">{t('categories.activity.name')}</label>
          <input
            id="activity-name"
            maxLength={CATEGORY_NAME_MAX}
            aria-invalid={errors.Name ? true : undefined}
            aria-describedby={errors.Name ? 'activity-name-error' : undefined}
            {...register('Name')}
          />
          {fieldError('activity-name-error', errors.Name?.message)}
        </div>
        <div className="field">
          <label htmlFor="activity-description">{t('categories.activity.description')}</label>
          <textarea
            id="activity-description"
            rows={2}
            maxLength={CATEGORY_DESCRIPTION_MAX}
            aria-invalid={errors.Description ? true : undefined}
            aria-describedby={errors.Description ? 'activity-description-error' : undefined}
            {...register('Description')}
          />
          {fieldError('activity-description-error', errors.Description?.message)}
        </div>
        <div className="field">
          <label htmlFor="activity-notes">{t('categories.activity.notes')}</label>
          <textarea
            id="activity-notes"
            rows={3}
            maxLength={ACTIVITY_NOTES_MAX}
            aria-describedby="activity-notes-count"
            {...register('ActivityNotes')}
          />
          <span id="activity-notes-count" className="hint">
            {t('categories.activity.count', { length: notesLength, max: ACTIVITY_NOTES_MAX })}
          </span>
        </div>

        <ResponsibilityFieldset
          state={responsibility}
          dispatch={dispatch}
          error={errors.Responsibility?.message}
        />
        {fieldError('activity-escalation-error', errors.EscalateByInt?.message)}

        {responsibility.escalateBy !== null && (
          <RecipientsFieldset
            control={control}
            register={register}
            errors={errors.Recipients}
            show={recipientFields(responsibility)}
          />
        )}

        {showsHowOptions(responsibility) && (
          <fieldset
            className="category-fieldset"
            aria-describedby={errors.Map ? 'activity-what-appears-error' : undefined}
          >
            <legend>{t('categories.activity.whatAppears')}</legend>
            <div className="check-grid">
              <label className="check">
                <input type="checkbox" {...register('Map')} />
                {t('categories.activity.map')}
              </label>
              <label className="check">
                <input type="checkbox" {...register('Image', { deps: ['Map'] })} />
                {t('categories.activity.image')}
              </label>
              <label className="check">
                <input type="checkbox" {...register('Notes', { deps: ['Map'] })} />
                {t('categories.activity.notesOption')}
              </label>
            </div>
            {fieldError('activity-what-appears-error', errors.Map?.message)}
          </fieldset>
        )}

        <label className="check">
          <input
            type="checkbox"
            checked={responsibility.audibleDesktopAlarm}
            onChange={(e) => dispatch({ type: 'alarm', checked: e.target.checked })}
          />
          {t('categories.activity.alarm')}
        </label>

        <div className="modal-actions">
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
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
