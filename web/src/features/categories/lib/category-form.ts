import {
  CategoryActivity,
  CategoryBasics,
  EscalateBy,
  Responsibility,
  type Recipient,
} from '@beewatch/shared';
import * as z from 'zod';

/** Longest category name and description, from the shared schema (spec §5, §9: name ≤ 100). */
export const CATEGORY_NAME_MAX = CategoryBasics.shape.Name.maxLength ?? 100;
export const CATEGORY_DESCRIPTION_MAX = CategoryBasics.shape.Description.maxLength ?? 500;

/** Spec §5, add-category popup: one message when either field is empty. */
export const ENTER_NAME_DESCRIPTION = 'Please enter Category Name / Description';
/** Spec §5, category form: 'Please enter {Name/Description}'. */
export const ENTER_NAME = 'Please enter Name';

/** The add-category popup: the shared CategoryBasics with the popup's one message (spec §5). */
export const AddCategoryForm = CategoryBasics.extend({
  Name: z.string().trim().min(1, ENTER_NAME_DESCRIPTION).max(CATEGORY_NAME_MAX),
  Description: z.string().trim().min(1, ENTER_NAME_DESCRIPTION).max(CATEGORY_DESCRIPTION_MAX),
});
export type AddCategoryValues = z.output<typeof AddCategoryForm>;

/**
 * The add/edit activity popup: the shared CategoryActivity (its save rules and messages, spec §5)
 * with the category form's per-field name message.
 */
export const ActivityForm = CategoryActivity.safeExtend({
  Name: z.string().trim().min(1, ENTER_NAME).max(CATEGORY_NAME_MAX),
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
