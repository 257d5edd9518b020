import { EscalateBy } from '@beewatch/shared';
import { CheckboxField, Radio, RadioGroupField } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import {
  escalationChoices,
  isBoxDisabled,
  RESPONSIBILITY_BOXES,
  type ResponsibilityAction,
  type ResponsibilityState,
} from '../lib/responsibility';
import { translateMessage } from '@/lib/i18n';

export interface ResponsibilityFieldsetProps {
  state: ResponsibilityState;
  dispatch: (action: ResponsibilityAction) => void;
  /** The save error of the responsibility ('Please select Recipients'). */
  error?: string;
}

/** The responsibility checkboxes and the escalation channel they offer (spec §4). */
export function ResponsibilityFieldset({ state, dispatch, error }: ResponsibilityFieldsetProps) {
  const { t } = useTranslation();
  const choices = escalationChoices(state);

  return (
    <>
      <fieldset
        className="category-fieldset"
        aria-describedby={error ? 'activity-responsibility-error' : undefined}
      >
        <legend>{t('categories.activity.responsibility')}</legend>
        <div className="check-grid">
          {RESPONSIBILITY_BOXES.map((box) => (
            <CheckboxField
              key={box}
              name="responsibility"
              value={String(box)}
              label={t(`categories.responsibility.${box}`)}
              checked={state.checked.includes(box)}
              isDisabled={isBoxDisabled(state, box)}
              onChange={(e) => dispatch({ type: 'toggle', box, checked: e.target.checked })}
            />
          ))}
        </div>
        {error && (
          <p id="activity-responsibility-error" className="field-error" role="alert">
            {translateMessage(error)}
          </p>
        )}
      </fieldset>

      {choices.length > 1 && (
        <RadioGroupField
          className="category-fieldset"
          legend={t('categories.activity.escalateBy')}
          name="escalateBy"
          direction="row"
          value={state.escalateBy === null ? '' : String(state.escalateBy)}
          onChange={(e) => {
            const value = choices.find((c) => String(c) === e.target.value);
            if (value !== undefined) dispatch({ type: 'escalateBy', value });
          }}
        >
          {choices.map((value) => (
            <Radio key={value} value={String(value)}>
              {t(value === EscalateBy.Phone ? 'categories.activity.phone' : 'categories.activity.email')}
            </Radio>
          ))}
        </RadioGroupField>
      )}
      {choices.length === 1 && (
        <p className="hint escalation-note">
          {t(
            choices[0] === EscalateBy.Phone
              ? 'categories.activity.byPhoneOnly'
              : 'categories.activity.byEmailAndApp',
          )}
        </p>
      )}
    </>
  );
}
