import { PesticideType, SUBSTANCE_STATUSES } from '@beewatch/shared';
import { TextField } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { SelectFilter as Select } from '@/components/ui/select-filter';

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

/**
 * A select of a pesticide filter bar: '' is 'any', named pesticides.any unless `anyLabel` names
 * it (no 'any' option when it is '').
 */
export function SelectFilter(props: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  choices: { value: string; label: string }[];
  anyLabel?: string;
}) {
  const { t } = useTranslation();
  const anyLabel = props.anyLabel === '' ? undefined : (props.anyLabel ?? t('pesticides.any'));
  return <Select {...props} anyLabel={anyLabel} />;
}

/** The spec's pesticide types as choices, named in the UI language. */
export function usePesticideTypeChoices() {
  const { t } = useTranslation();
  return Object.values(PesticideType).map((v) => ({
    value: String(v),
    label: t(`sprayEnum.pesticideType.${v}`),
  }));
}

/** The EU approval statuses of a substance as choices, named in the UI language. */
export function useEuStatusChoices() {
  const { t } = useTranslation();
  return SUBSTANCE_STATUSES.map((v) => ({ value: v, label: t(`pesticides.euStatus.${v}`) }));
}
