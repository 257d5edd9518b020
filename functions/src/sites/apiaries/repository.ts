import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { Apiary, MAX_APIARIES } from '@beewatch/shared';
import * as z from 'zod/mini';
import { queryAll, transact, type BatchRead, writeIf, getParsed } from '../../lib/dynamo.js';
import { ownerOf, queryOwned, siteTable } from '../store.js';
import { networkPartition } from '../network/network-entity.js';
import { APIARY, apiaryCounterKey, apiaryItemOf, apiaryKey } from './apiary-entity.js';

/**
 * Apiaries in the site table (keys and indexes: apiary-entity.ts).
 */
export { APIARY } from './apiary-entity.js';

export const StoredApiary = z.extend(Apiary, { OwnerUserName: z.string() });
export type StoredApiary = z.infer<typeof StoredApiary>;

const keyOf = apiaryKey;
const counterKey = apiaryCounterKey;

const itemOf = (a: StoredApiary) => apiaryItemOf(a);

/**
 * Every apiary of one area unit (any keeper), for the bee inspector of a domain holding the unit:
 * one Query of the unit's byKind partition (network/network-entity.ts), apiaries only.
 */
export async function apiariesInUnit(unit: string): Promise<StoredApiary[]> {
  const items = await queryAll({
    TableName: siteTable(),
    IndexName: 'byKind',
    KeyConditionExpression: 'kind = :k AND begins_with(kindSort, :a)',
    ExpressionAttributeValues: { ':k': networkPartition(unit), ':a': `${APIARY}#` },
  });
  return items.map((i) => StoredApiary.parse(i));
}

/** A user's apiaries, by name. */
export async function listApiaries(userName: string): Promise<StoredApiary[]> {
  return (await queryOwned(APIARY, userName)).map((i) => StoredApiary.parse(i));
}

export async function getApiary(id: string): Promise<StoredApiary | undefined> {
  return getParsed(siteTable(), keyOf(id), (i) => StoredApiary.parse(i));
}

/** `getApiary` as a batch read, to run with another module's items in one BatchGetItem. */
export function apiaryRead(id: string): BatchRead<StoredApiary | undefined> {
  return {
    table: siteTable(),
    keys: [keyOf(id)],
    parse: (items) => (items[0] ? StoredApiary.parse(items[0]) : undefined),
  };
}

/**
 * Creates an apiary and counts it, atomically: 'limit' when the owner has MAX_APIARIES already
 * (nothing written), 'exists' when the id is taken.
 */
export async function createApiary(a: StoredApiary): Promise<'created' | 'limit' | 'exists'> {
  const outcome = await transact([
    {
      Update: {
        TableName: siteTable(),
        Key: counterKey(a.OwnerUserName),
        UpdateExpression: 'ADD n :one',
        ConditionExpression: 'attribute_not_exists(n) OR n < :max',
        ExpressionAttributeValues: { ':one': 1, ':max': MAX_APIARIES },
      },
    },
    { Put: { TableName: siteTable(), Item: itemOf(a), ConditionExpression: 'attribute_not_exists(pk)' } },
  ]);
  return outcome.ok ? 'created' : outcome.failed === 0 ? 'limit' : 'exists';
}

/** Replaces an apiary if `a.OwnerUserName` owns it; false otherwise (nothing written). */
export async function updateApiary(a: StoredApiary): Promise<boolean> {
  return writeIf(
    new PutCommand({
      TableName: siteTable(),
      Item: itemOf(a),
      ConditionExpression: '#o = :o',
      ExpressionAttributeNames: { '#o': 'owner' },
      ExpressionAttributeValues: { ':o': ownerOf(APIARY, a.OwnerUserName) },
    }),
  );
}

/** Deletes an apiary the user owns and uncounts it, atomically; false when not theirs. */
export async function deleteApiary(id: string, userName: string): Promise<boolean> {
  const outcome = await transact([
    {
      Delete: {
        TableName: siteTable(),
        Key: keyOf(id),
        ConditionExpression: '#o = :o',
        ExpressionAttributeNames: { '#o': 'owner' },
        ExpressionAttributeValues: { ':o': ownerOf(APIARY, userName) },
      },
    },
    {
      Update: {
        TableName: siteTable(),
        Key: counterKey(userName),
        UpdateExpression: 'ADD n :minus',
        ConditionExpression: 'n > :zero',
        ExpressionAttributeValues: { ':minus': -1, ':zero': 0 },
      },
    },
  ]);
  return outcome.ok;
}
