import { ulid } from 'ulid';
import type { CategoryActivity, CategoryRow } from '@beewatch/shared';
import type { Actor } from '../lib/actor.js';
import { ConflictError, NotFoundError } from '../lib/errors.js';
import { decodePageToken, encodePageToken } from '../lib/page-token.js';
import * as repo from './repository.js';
import type { CategoryWriteOutcome, StoredCategory } from './repository.js';

/** Page tokens of the category list are bound to this name (see page-token.ts). */
const LIST_INDEX = 'byKind:CATEGORY';

function rowOf(c: StoredCategory): CategoryRow {
  const first = c.Recipients[0];
  return {
    CategoryID: c.CategoryID,
    Name: c.Name,
    Description: c.Description,
    RecipientName: first?.Name ?? '',
    RecipientEmail: first?.Email ?? '',
    RecipientCount: c.Recipients.length,
  };
}

/** admin/CategoryList (spec §2.7, §9): a page of categories by name and the token of the next. */
export async function categoryList(limit: number, nextToken?: string | null) {
  const startKey = nextToken ? decodePageToken(nextToken, LIST_INDEX) : undefined;
  const page = await repo.listCategoryPage(limit, startKey);
  return { rows: page.items.map(rowOf), nextToken: encodePageToken(LIST_INDEX, page.lastKey) };
}

function raise(outcome: CategoryWriteOutcome): void {
  if (outcome === 'name-taken') throw new ConflictError('A category with this name exists');
  if (outcome === 'missing') throw new NotFoundError('Category not found');
  if (outcome === 'has-records') throw new ConflictError('This category has tracking records');
}

/**
 * admin/AddEditCategory (spec §7.1): creates the category (no CategoryID) or replaces it.
 * Returns the id and whether it was new ('Category added' / 'Category updated', spec §8).
 * Throws ConflictError for a name in use, NotFoundError for an unknown id.
 */
export async function addEditCategory(actor: Actor, input: CategoryActivity) {
  const { CategoryID, ...fields } = input;
  if (!CategoryID) {
    const id = ulid();
    raise(await repo.createCategory({ ...fields, CategoryID: id, CreatedBy: actor.userName }));
    return { CategoryID: id, created: true };
  }
  const previous = await repo.getCategory(CategoryID);
  if (!previous) throw new NotFoundError('Category not found');
  raise(await repo.replaceCategory(previous, { ...fields, CategoryID, CreatedBy: previous.CreatedBy }));
  return { CategoryID, created: false };
}

/** admin/FetchDataForEditCategory: the category with its activity. NotFoundError if absent. */
export async function fetchForEdit(id: string): Promise<CategoryActivity> {
  const c = await repo.getCategory(id);
  if (!c) throw new NotFoundError('Category not found');
  return {
    CategoryID: c.CategoryID,
    Name: c.Name,
    Description: c.Description,
    ActivityNotes: c.ActivityNotes,
    Responsibility: c.Responsibility as CategoryActivity['Responsibility'],
    EscalateByInt: c.EscalateByInt as CategoryActivity['EscalateByInt'],
    AudibleDesktopAlarm: c.AudibleDesktopAlarm,
    Map: c.Map,
    Image: c.Image,
    Notes: c.Notes,
    Recipients: c.Recipients,
  };
}

/** admin/DeleteCategory: refused with ConflictError while tracking records use the category. */
export async function deleteCategory(id: string): Promise<void> {
  const c = await repo.getCategory(id);
  if (!c) throw new NotFoundError('Category not found');
  raise(await repo.deleteCategory(c));
}
