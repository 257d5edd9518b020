import {
  CATEGORY_DESCRIPTION_MAX,
  CATEGORY_NAME_MAX,
  CategoryActivity,
  CategoryBasics,
  EscalateBy,
  Responsibility,
  type Recipient,
} from '@beewatch/shared';
import * as z from 'zod/mini';

/** Spec §5, add-category popup: one message when either field is empty. */
export const ENTER_NAME_DESCRIPTION = 'Please enter Category Name / Description';
/** Spec §5, category form: 'Please enter {Name/Description}'. */
export const ENTER_NAME = 'Please enter Name';

/** The add-category popup: the shared CategoryBasics with the popup's one message (spec §5). */
export const AddCategoryForm = z.extend(CategoryBasics, {
  Name: z.string().check(z.trim(), z.minLength(1, ENTER_NAME_DESCRIPTION), z.maxLength(CATEGORY_NAME_MAX)),
  Description: z
    .string()
    .check(z.trim(), z.minLength(1, ENTER_NAME_DESCRIPTION), z.maxLength(CATEGORY_DESCRIPTION_MAX)),
});
export type AddCategoryValues = z.output<typeof AddCategoryForm>;

/**
 * The add/edit activity popup: the shared CategoryActivity (its save rules and messages, spec §5)
 * with the category form's per-field name message.
 */
export const ActivityForm = z.safeExtend(CategoryActivity, {
  Name: z.string().check(z.trim(), z.minLength(1, ENTER_NAME), z.maxLength(CATEGORY_NAME_MAX)),
});
export type ActivityFormInput = z.input<typeof ActivityForm>;
export type ActivityFormValues = z.output<typeof ActivityForm>;

export const EMPTY_RECIPIENT: Recipient = { Name: '', Email: '', Phone: '' };

/**
 * The values as they will be saved: recipient entries the escalation does not show are blanked
 * (phone escalation keeps phones, the others keep emails), and a controller-only activity, which
 * escalates to nobody, has no recipients. Validation runs on this, so a hidden field never blocks.
 */
export function activityForSave(values: ActivityFormInput): ActivityFormInput {
  if (values.Responsibility === Responsibility.Controller) return { ...values, Recipients: [] };
  if (!values.Responsibility) return values;
  const byPhone = values.EscalateByInt === EscalateBy.Phone;
  return {
    ...values,
    Recipients: (values.Recipients ?? []).map((r) => (byPhone ? { ...r, Email: '' } : { ...r, Phone: '' })),
  };
}
