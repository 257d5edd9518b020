import { queryAll, transact, type TransactItems, byKind, queryPage, getParsed } from '../lib/dynamo.js';
import { env } from '../lib/env.js';
import { categoryKey, counterTotalKey, foldForSort } from '../tracking/index.js';
import {
  CATEGORY_KIND,
  StoredCategory,
  categoryItemOf,
  nameGuardKey,
  type NewCategory,
} from './category-entity.js';

export { StoredCategory, type NewCategory } from './category-entity.js';

const table = () => env().TRACKING_TABLE;

/** Why a category write did not happen. */
export type CategoryWriteOutcome = 'ok' | 'name-taken' | 'missing' | 'has-records';

/** Runs the transaction; a failed condition is told by the reason at its index. */
async function write(items: TransactItems, reasons: CategoryWriteOutcome[]): Promise<CategoryWriteOutcome> {
  const outcome = await transact(items);
  return outcome.ok ? 'ok' : (reasons[outcome.failed] ?? 'missing');
}

/** Creates a category and its name guard. 'name-taken' when the name is in use, 'missing' never. */
export function createCategory(input: NewCategory): Promise<CategoryWriteOutcome> {
  const category = StoredCategory.parse(input);
  return write(
    [
      {
        Put: {
          TableName: table(),
          Item: categoryItemOf(category),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: {
          TableName: table(),
          Item: { ...nameGuardKey(category.Name), CategoryID: category.CategoryID },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    ],
    ['missing', 'name-taken'],
  );
}

/** Replaces a category, moving its name guard when the name changes. */
export function replaceCategory(previous: StoredCategory, input: NewCategory): Promise<CategoryWriteOutcome> {
  const category = StoredCategory.parse(input);
  const items: TransactItems = [
    {
      Put: {
        TableName: table(),
        Item: categoryItemOf(category),
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
  ];
  const reasons: CategoryWriteOutcome[] = ['missing'];
  if (foldForSort(previous.Name) !== foldForSort(category.Name)) {
    items.push(
      { Delete: { TableName: table(), Key: nameGuardKey(previous.Name) } },
      {
        Put: {
          TableName: table(),
          Item: { ...nameGuardKey(category.Name), CategoryID: category.CategoryID },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    );
    reasons.push('missing', 'name-taken');
  }
  return write(items, reasons);
}

/**
 * Deletes a category unless tracking records use it: the record counter is checked in the same
 * transaction, so a record created meanwhile makes the delete fail rather than orphan it.
 */
export function deleteCategory(category: StoredCategory): Promise<CategoryWriteOutcome> {
  return write(
    [
      {
        Delete: {
          TableName: table(),
          Key: categoryKey(category.CategoryID),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      { Delete: { TableName: table(), Key: nameGuardKey(category.Name) } },
      {
        ConditionCheck: {
          TableName: table(),
          Key: counterTotalKey(category.CategoryID),
          ConditionExpression: 'attribute_not_exists(n) OR n = :zero',
          ExpressionAttributeValues: { ':zero': 0 },
        },
      },
    ],
    ['missing', 'missing', 'has-records'],
  );
}

/** One category, or undefined. */
export async function getCategory(id: string): Promise<StoredCategory | undefined> {
  return getParsed(table(), categoryKey(id), (i) => StoredCategory.parse(i));
}

/** A page of categories by name (Query on byKind), continuing after `startKey`. */
export async function listCategoryPage(limit: number, startKey?: Record<string, unknown>) {
  const page = await queryPage(byKind(table(), CATEGORY_KIND, { limit, startKey }));
  return { items: page.items.map((item) => StoredCategory.parse(item)), lastKey: page.lastKey };
}

/** Every category by name (the filter dropdowns; categories are tens, not thousands). */
export async function listCategories(): Promise<StoredCategory[]> {
  const items = await queryAll(byKind(table(), CATEGORY_KIND));
  return items.map((item) => StoredCategory.parse(item));
}
