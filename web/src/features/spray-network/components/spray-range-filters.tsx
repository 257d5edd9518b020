import { TreatmentStatus } from '@beewatch/shared';
import { Button } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField, FormTextField } from '@/components/ui/form';

/** The days (yyyy-mm-dd) and spray status (a TreatmentStatus as text, or empty for any) a list shows. */
export interface SprayRange {
  from: string;
  to: string;
  status: string;
}

/**
 * The From, To and Status filters of a spray list with its Show button. A draft applies only when
 * both days are given and From is not after To; `children` are further fields before Show.
 * `idPrefix` keeps the fields' ids unique on the page.
 */
export function SprayRangeFilters<V extends SprayRange>({
  form: typedForm,
  idPrefix,
  onApply,
  children,
}: {
  form: UseFormReturn<V, unknown, V>;
  idPrefix: string;
  onApply: (range: V) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  // The shared fields are the same in every V.
  const form = typedForm as unknown as UseFormReturn<SprayRange, unknown, SprayRange>;
  return (
    <form
      className="spraynet-filters"
      onSubmit={typedForm.handleSubmit((draft) => {
        if (draft.from && draft.to && draft.from <= draft.to) onApply(draft);
      })}
    >
      {(['from', 'to'] as const).map((name) => (
        <FormTextField
          key={name}
          form={form}
          name={name}
          id={`${idPrefix}-${name}`}
          type="date"
          label={name === 'from' ? t('sprayNet.from') : t('sprayNet.to')}
          isRequired
        />
      ))}
      <FormSelectField
        form={form}
        name="status"
        id={`${idPrefix}-status`}
        label={t('sprayNet.col.status')}
        choices={[
          { value: '', label: t('sprayNet.any') },
          ...Object.values(TreatmentStatus).map((v) => ({
            value: String(v),
            label: t(`sprayEnum.status.${v}`),
          })),
        ]}
      />
      {children}
      <Button type="submit" variation="primary">
        {t('sprayNet.show')}
      </Button>
    </form>
  );
}
