import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { QueryCommand, TransactWriteCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../lib/aws.js';
import { env } from '../lib/env.js';

/**
 * The site table's access for issue 6 (infra/lib/tables.ts SITE_TABLE): items keyed `pk`/`sk`,
 * a user's own items on byOwner (`owner` = `<KIND>#<lower user name>`), located items on byCell
 * (geo/cells.ts), notifications by date on byKind.
 */
export const siteTable = () => env().SITE_TABLE;

/** The byOwner partition of a user's items of a kind (user names are case-insensitive). */
export const ownerOf = (kind: string, userName: string) => `${kind}#${userName.toLowerCase()}`;

export type TransactItems = NonNullable<
  ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']
>;

/**
 * Runs a transaction. Returns the index of the first item whose condition failed (nothing was
 * written), or -1 on success; other errors propagate.
 */
export async function transact(items: TransactItems): Promise<number> {
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: items }));
    return -1;
  } catch (err) {
    if (err instanceof TransactionCanceledException) {
      const i = err.CancellationReasons?.findIndex((r) => r.Code === 'ConditionalCheckFailed') ?? -1;
      if (i >= 0) return i;
    }
    throw err;
  }
}

/** Every item of a Query, following LastEvaluatedKey. */
export async function queryAll(input: QueryCommandInput): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(new QueryCommand({ ...input, ExclusiveStartKey }));
    out.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return out;
}

/** Items of a user's own kind on byOwner, in ownerSort order. */
export function queryOwned(kind: string, userName: string, range?: { from: string; to: string }) {
  return queryAll({
    TableName: siteTable(),
    IndexName: 'byOwner',
    KeyConditionExpression: range ? '#o = :o AND ownerSort BETWEEN :from AND :to' : '#o = :o',
    ExpressionAttributeNames: { '#o': 'owner' },
    ExpressionAttributeValues: range
      ? { ':o': ownerOf(kind, userName), ':from': range.from, ':to': range.to }
      : { ':o': ownerOf(kind, userName) },
  });
}
