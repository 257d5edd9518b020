import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../lib/aws.js';
import { queryAll, writeIf } from '../lib/dynamo.js';
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
  const out = await documentClient().send(new GetCommand({ TableName: table(), Key: inspectionKey(id) }));
  return out.Item ? parseInspection(out.Item) : undefined;
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
  const items = await queryAll({
    TableName: table(),
    IndexName: 'byKind',
    KeyConditionExpression: 'kind = :k AND kindSort BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':k': unitPartition(unit), ':from': from, ':to': `${to}#~` },
  });
  return items.map(parseInspection);
}

/** The latest inspection of an apiary, or undefined: one Query (Limit 1, newest first). */
export async function lastInspectionOf(apiaryId: string): Promise<StoredInspection | undefined> {
  const out = await documentClient().send(
    new QueryCommand({
      TableName: table(),
      IndexName: 'byOwner',
      KeyConditionExpression: '#o = :o',
      ExpressionAttributeNames: { '#o': 'owner' },
      ExpressionAttributeValues: { ':o': apiaryPartition(apiaryId) },
      ScanIndexForward: false,
      Limit: 1,
    }),
  );
  const item = out.Items?.[0];
  return item ? parseInspection(item) : undefined;
}
