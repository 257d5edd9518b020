import {
  BROOD_PATTERNS,
  COLONY_ROWS_MAX,
  FRAMES_OF_BEES_MAX,
  STORES_LEVELS,
  type InspectionColonyRow,
  type InspectionFields,
} from '@beewatch/shared';
import { Button, Text } from '@aws-amplify/ui-react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { FormCheckboxField, FormSelectField, FormTextField, type FieldOption } from '@/components/ui/form';
import { IconButton } from '@/components/ui/icon-button';
import { DeleteIcon } from '@/components/ui/icons';
import { translateMessage } from '@/lib/i18n';
import { useApiaryColonies } from '../api/get-apiary-colonies';

type Values = z.input<typeof InspectionFields>;
type Form = UseFormReturn<Values, unknown, z.output<typeof InspectionFields>>;

const EMPTY_ROW: InspectionColonyRow = {
  ColonyID: null,
  HiveName: '',
  QueenSeen: false,
  EggsSeen: false,
  BroodPattern: 'Good',
  FramesOfBees: 0,
  Stores: 'Adequate',
};

/**
 * The optional per-colony rows of an inspection (role-screens §0.2): per colony looked at, a
 * colony of the apiary (QR-labelled ones marked) or an unlabelled hive's name, queen and eggs
 * seen, brood pattern, frames of bees and stores. Rows are added and removed; at most one per
 * colony inspected (the schema refuses more, with its message shown here).
 */
export function ColonyRowsFieldset({ form, apiaryId }: { form: Form; apiaryId: string }) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'ColonyRows' });
  const colonies = useApiaryColonies(apiaryId);
  const rows = form.watch('ColonyRows') ?? [];
  const inspected = Number(form.watch('ColoniesInspected')) || 0;
  const max = Math.min(COLONY_ROWS_MAX, inspected);
  const rowsError =
    form.formState.errors.ColonyRows?.root?.message ?? form.formState.errors.ColonyRows?.message;

  // The apiary's active colonies, and any colony a saved row names (so its choice shows at once).
  const known = new Map<string, string>();
  for (const c of colonies.data ?? [])
    if (c.Status === 'Active')
      known.set(c.ColonyID, c.Labelled ? t('inspections.rows.labelled', { name: c.Name }) : c.Name);
  for (const r of rows) if (r?.ColonyID && !known.has(r.ColonyID)) known.set(r.ColonyID, r.HiveName);
  const colonyChoices: FieldOption[] = [
    { value: '', label: t('inspections.rows.unlabelled') },
    ...[...known].map(([value, label]) => ({ value, label })),
  ];
  const choices = (values: readonly string[], prefix: string): FieldOption[] =>
    values.map((v) => ({ value: v, label: t(`${prefix}.${v}`) }));

  return (
    <fieldset className="inspection-group" data-testid="colony-rows">
      <legend>{t('inspections.rows.title')}</legend>
      <Text fontSize="small" className="muted">
        {t('inspections.rows.hint')}
      </Text>
      {colonies.isError && (
        <Text fontSize="small" className="muted">
          {t('inspections.rows.loadFailed')}
        </Text>
      )}
      {fields.length === 0 && <Text fontSize="small">{t('inspections.rows.none')}</Text>}
      <ol className="colony-rows">
        {fields.map((field, i) => {
          const n = i + 1;
          const named = Boolean(rows[i]?.ColonyID);
          return (
            <li key={field.id} className="colony-row" aria-label={t('inspections.rows.row', { n })}>
              <div className="colony-row-head">
                <Text as="span" fontWeight="bold">
                  {t('inspections.rows.row', { n })}
                </Text>
                <IconButton danger label={t('inspections.rows.remove', { n })} onClick={() => remove(i)}>
                  <DeleteIcon />
                </IconButton>
              </div>
              <div className="colony-row-grid">
                <FormSelectField
                  name={`ColonyRows.${i}.ColonyID`}
                  id={`insp-row-${n}-colony`}
                  label={t('inspections.rows.colony')}
                  choices={colonyChoices}
                />
                {!named && (
                  <FormTextField
                    name={`ColonyRows.${i}.HiveName`}
                    id={`insp-row-${n}-hive`}
                    label={t('inspections.rows.hiveName')}
                    maxLength={60}
                  />
                )}
                <FormSelectField
                  name={`ColonyRows.${i}.BroodPattern`}
                  id={`insp-row-${n}-brood`}
                  label={t('inspections.rows.brood')}
                  choices={choices(BROOD_PATTERNS, 'inspections.rows.broodPattern')}
                />
                <FormTextField
                  name={`ColonyRows.${i}.FramesOfBees`}
                  id={`insp-row-${n}-frames`}
                  label={t('inspections.rows.frames')}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={FRAMES_OF_BEES_MAX}
                />
                <FormSelectField
                  name={`ColonyRows.${i}.Stores`}
                  id={`insp-row-${n}-stores`}
                  label={t('inspections.rows.stores')}
                  choices={choices(STORES_LEVELS, 'inspections.rows.storesLevel')}
                />
                <div className="colony-row-checks">
                  <FormCheckboxField
                    name={`ColonyRows.${i}.QueenSeen`}
                    label={t('inspections.rows.queenSeen')}
                  />
                  <FormCheckboxField
                    name={`ColonyRows.${i}.EggsSeen`}
                    label={t('inspections.rows.eggsSeen')}
                  />
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      {rowsError && (
        <Text role="alert" className="colony-rows-error">
          {translateMessage(rowsError)}
        </Text>
      )}
      <div>
        <Button size="small" isDisabled={fields.length >= max} onClick={() => append({ ...EMPTY_ROW })}>
          {t('inspections.rows.add')}
        </Button>
      </div>
      {fields.length > 0 && fields.length >= max && (
        <Text fontSize="small" className="muted">
          {t('inspections.rows.full', { max })}
        </Text>
      )}
    </fieldset>
  );
}
