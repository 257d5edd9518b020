import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { queryAll, writeIf, byKind, getParsed, byOwner, queryPage } from '../lib/dynamo.js';
import { env } from '../lib/env.js';
import {
  type StoredInspection,
  apiaryPartition,
  inspectionItemOf,
  inspectionKey,
  parseInspection,
  unitPartition,
} from './inspection-entity.js';

const table = () => env().SITE_TABLE;

export async function getInspection(id: string): Promise<StoredInspection | undefined> {
  return getParsed(table(), inspectionKey(id), parseInspection);
}

/**
 * Writes a record: a new one only if its id is free; an edit only if the stored record is still
 * the one read (`seenUpdatedDate`), so two saves at once never lose one silently.
 * @returns false when the condition failed (nothing written).
 */
export async function putInspection(i: StoredInspection, seenUpdatedDate?: string): Promise<boolean> {
  return writeIf(
    new PutCommand({
      TableName: table(),
      Item: inspectionItemOf(i),
      ...(seenUpdatedDate
        ? {
            ConditionExpression: 'UpdatedDate = :seen',
            ExpressionAttributeValues: { ':seen': seenUpdatedDate },
          }
        : { ConditionExpression: 'attribute_not_exists(pk)' }),
    }),
  );
}

/** The inspections of one area unit visited between two days (yyyy-mm-dd, inclusive): one Query. */
export async function inspectionsOfUnit(unit: string, from: string, to: string): Promise<StoredInspection[]> {
  const items = await queryAll(byKind(table(), unitPartition(unit), { between: [from, `${to}#~`] }));
  return items.map(parseInspection);
}

/** The latest inspection of an apiary, or undefined: one Query (Limit 1, newest first). */
export async function lastInspectionOf(apiaryId: string): Promise<StoredInspection | undefined> {
  const { items } = await queryPage(
    byOwner(table(), apiaryPartition(apiaryId), { newestFirst: true, limit: 1 }),
  );
  const item = items[0];
  return item ? parseInspection(item) : undefined;
}
