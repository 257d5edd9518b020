import { PesticideType } from '@beewatch/shared';
import { SelectField, TextField } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';

/** A text search box of a filter bar. */
export function SearchFilter(props: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <TextField
      id={props.id}
      type="search"
      label={props.label}
      value={props.value}
      autoComplete="off"
      onChange={(e) => props.onChange(e.target.value)}
    />
  );
}

/** A select of a filter bar: '' is 'any'. */
export function SelectFilter(props: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  choices: { value: string; label: string }[];
  anyLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      id={props.id}
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
    >
      {props.anyLabel !== '' && <option value="">{props.anyLabel ?? t('pesticides.any')}</option>}
      {props.choices.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </SelectField>
  );
}

/** The spec's pesticide types as choices, named in the UI language. */
export function usePesticideTypeChoices() {
  const { t } = useTranslation();
  return Object.values(PesticideType).map((v) => ({
    value: String(v),
    label: t(`sprayEnum.pesticideType.${v}`),
  }));
}
