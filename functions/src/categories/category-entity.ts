import { Recipient } from '@beewatch/shared';
import * as z from 'zod/mini';
import { categoryKey, foldForSort } from '../tracking/index.js';

/**
 * The category name guard of the tracking table: `CATNAME#<folded name>` / `CATNAME`, written in
 * the same transaction as the category so two categories never share a name (case- and
 * accent-insensitive). The category item's own key is in tracking/keys.ts, beside the record
 * counters it shares a partition scheme with.
 */
export const nameGuardKey = (name: string) => ({ pk: `CATNAME#${foldForSort(name)}`, sk: 'CATNAME' });

/** byKind partition of every category (sorted by folded name, then id). */
export const CATEGORY_KIND = 'CATEGORY';

/**
 * A category with its activity, as stored in the tracking table (pk `CATEGORY#<id>`, listed by
 * the byKind index, kind `CATEGORY`, kindSort `<folded name>#<id>`). Fields after Description default
 * so categories stored before the activity existed still parse.
 */
export const StoredCategory = z.object({
  CategoryID: z.string(),
  Name: z.string(),
  Description: z.string(),
  ActivityNotes: z._default(z.string(), ''),
  Responsibility: z._default(z.nullable(z.number().check(z.int())), null),
  EscalateByInt: z._default(z.nullable(z.number().check(z.int())), null),
  AudibleDesktopAlarm: z._default(z.boolean(), false),
  Map: z._default(z.boolean(), false),
  Image: z._default(z.boolean(), false),
  Notes: z._default(z.boolean(), false),
  Recipients: z._default(z.array(Recipient), []),
  CreatedBy: z._default(z.string(), ''),
});
export type StoredCategory = z.infer<typeof StoredCategory>;
export type NewCategory = z.input<typeof StoredCategory>;

/** A category as stored: its key and byKind attributes, then the fields. */
export const categoryItemOf = (category: StoredCategory) => ({
  ...categoryKey(category.CategoryID),
  kind: CATEGORY_KIND,
  kindSort: `${foldForSort(category.Name)}#${category.CategoryID}`,
  ...category,
});
