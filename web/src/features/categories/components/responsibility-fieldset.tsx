import { EscalateBy } from '@beewatch/shared';
import { useTranslation } from 'react-i18next';
import {
  escalationChoices,
  isBoxDisabled,
  RESPONSIBILITY_BOXES,
  type ResponsibilityAction,
  type ResponsibilityState,
} from '../lib/responsibility';
import { translateCategoryMessage } from '../lib/messages';

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
            <label key={box} className="check">
              <input
                type="checkbox"
                name="responsibility"
                value={box}
                checked={state.checked.includes(box)}
                disabled={isBoxDisabled(state, box)}
                onChange={(e) => dispatch({ type: 'toggle', box, checked: e.target.checked })}
              />
              {t(`categories.responsibility.${box}`)}
            </label>
          ))}
        </div>
        {error && (
          <p id="activity-responsibility-error" className="field-error" role="alert">
            {translateCategoryMessage(error)}
          </p>
        )}
      </fieldset>

      {choices.length > 1 && (
        <fieldset className="category-fieldset">
          <legend>{t('categories.activity.escalateBy')}</legend>
          <div className="check-grid">
            {choices.map((value) => (
              <label key={value} className="check">
                <input
                  type="radio"
                  name="escalateBy"
                  value={value}
                  checked={state.escalateBy === value}
                  onChange={() => dispatch({ type: 'escalateBy', value })}
                />
                {t(value === EscalateBy.Phone ? 'categories.activity.phone' : 'categories.activity.email')}
              </label>
            ))}
          </div>
        </fieldset>
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
