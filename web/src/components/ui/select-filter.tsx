import { SelectField } from '@aws-amplify/ui-react';

/** One choice of a SelectFilter: the option's value and its visible text (already translated). */
export interface FilterChoice {
  value: string;
  label: string;
}

/**
 * A select held in the screen's own state (a filter bar, print options): the choices in order,
 * after an 'any' option (value '') when `anyLabel` is given; `onChange` gets the chosen value.
 */
export function SelectFilter({
  id,
  label,
  value,
  onChange,
  choices,
  anyLabel,
}: {
  id?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  choices: readonly FilterChoice[];
  anyLabel?: string;
}) {
  return (
    <SelectField id={id} label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      {anyLabel !== undefined && <option value="">{anyLabel}</option>}
      {choices.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </SelectField>
  );
}
