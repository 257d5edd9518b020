import { AdminDeleteUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DeleteCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { cognitoClient, documentClient } from '../lib/aws.js';
import { env } from '../lib/env.js';
import { countMetric, logger } from '../lib/logger.js';
import { adminAuditItem } from './audit-repository.js';
import { ERASURE_PK } from './profile-store.js';

/** Audit action name of a completed erasure (the line keeps the user name only). */
export const ERASED_ACTION = 'PersonalDataErased';

interface ErasureItem {
  pk: string;
  sk: string;
  UserName: string;
}

const table = () => env().ACCOUNT_TABLE;

/** Erasures due on or before `today` (yyyy-mm-dd): one Query on the erasure partition, no Scan. */
async function dueErasures(today: string): Promise<ErasureItem[]> {
  const items: ErasureItem[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await documentClient().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND sk < :end',
        // '~' sorts after '#', so every `<today>#<user>` is included.
        ExpressionAttributeValues: { ':pk': ERASURE_PK, ':end': `${today}~` },
        ExclusiveStartKey: start,
      }),
    );
    items.push(...((out.Items ?? []) as ErasureItem[]));
    start = out.LastEvaluatedKey;
  } while (start);
  return items;
}

/**
 * Deletes every item a Query finds (by partition key, or on an index whose items carry pk/sk),
 * e.g. the user's codes, trusted devices, message boxes or apiaries.
 */
async function deleteQueried(
  tableName: string,
  partition: { pk: string } | { index: string; attribute: string; value: string },
): Promise<void> {
  const byIndex = 'index' in partition;
  let start: Record<string, unknown> | undefined;
  do {
    const out = await documentClient().send(
      new QueryCommand({
        TableName: tableName,
        IndexName: byIndex ? partition.index : undefined,
        KeyConditionExpression: '#k = :v',
        ExpressionAttributeNames: { '#k': byIndex ? partition.attribute : 'pk' },
        ExpressionAttributeValues: { ':v': byIndex ? partition.value : partition.pk },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of out.Items ?? [])
      await documentClient().send(
        new DeleteCommand({ TableName: tableName, Key: { pk: item.pk, sk: item.sk } }),
      );
    start = out.LastEvaluatedKey;
  } while (start);
}

const deletePartition = (pk: string) => deleteQueried(table(), { pk });

/**
 * The personal data of the other areas (privacy policy: kept while active + 6 months, then
 * erased): the bystander's home point (sites/homes.ts `HOME#<user>`), the collector's area and
 * its cell index (swarm/collectors.ts `COLLECTOR#<user>`), the apiaries (sites/apiaries, byOwner
 * `APIARY#<user>`) and their counter, and the message boxes (messages/deliver.ts). Treatment
 * fields and schedules are commercial records, kept up to 7 years (privacy policy), and stay.
 */
async function eraseOtherAreas(user: string): Promise<void> {
  const { SITE_TABLE, CONTENT_TABLE } = env();
  await deleteQueried(SITE_TABLE, { pk: `HOME#${user}` });
  await deleteQueried(SITE_TABLE, { pk: `COLLECTOR#${user}` });
  await deleteQueried(SITE_TABLE, { index: 'byOwner', attribute: 'owner', value: `APIARY#${user}` });
  await documentClient().send(
    new DeleteCommand({ TableName: SITE_TABLE, Key: { pk: `APIARYCOUNT#${user}`, sk: 'COUNT' } }),
  );
  for (const box of [0, 1]) await deleteQueried(CONTENT_TABLE, { pk: `MSGBOX#${user}#${box}` });
}

/**
 * Erases one account: the Cognito user, the profile, its verification codes, trusted devices
 * and failed-sign-in counter, and its data in the other areas (home, collector area, apiaries,
 * messages). Every step tolerates "already gone", so a rerun after a crash
 * finishes the job. Last, in one transaction, the erasure item is removed (on condition that
 * it still exists) and the audit line written, so the line is written exactly once.
 */
async function eraseAccount(item: ErasureItem, now: Date): Promise<void> {
  const user = item.UserName.toLowerCase();
  try {
    await cognitoClient().send(
      new AdminDeleteUserCommand({ UserPoolId: env().USER_POOL_ID, Username: item.UserName }),
    );
  } catch (err) {
    if ((err as Error).name !== 'UserNotFoundException') throw err;
  }
  // The profile and its messaging directory items (role, email: profile-repository.ts).
  for (const sk of ['PROFILE', 'ROLE', 'EMAIL'])
    await documentClient().send(new DeleteCommand({ TableName: table(), Key: { pk: `USER#${user}`, sk } }));
  await deletePartition(`CODE#${user}`);
  await deletePartition(`DEVICE#${user}`);
  await eraseOtherAreas(user);
  await documentClient().send(
    new DeleteCommand({ TableName: table(), Key: { pk: `LOGINFAIL#${user}`, sk: 'COUNT' } }),
  );
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: table(),
              Key: { pk: item.pk, sk: item.sk },
              ConditionExpression: 'attribute_exists(pk)',
            },
          },
          { Put: { TableName: table(), Item: adminAuditItem(item.UserName, ERASED_ACTION, now) } },
        ],
      }),
    );
  } catch (err) {
    // Another run finished this one first: its audit line stands.
    if ((err as Error).name !== 'TransactionCanceledException') throw err;
  }
}

/**
 * The daily erasure job (privacy policy: a data-protection request is answered within one
 * month): erases every account whose erasure is due on or before `now`'s UTC day. One failing
 * account does not stop the others; it stays listed and is retried the next day. Returns how
 * many were erased and how many failed.
 */
export async function runErasure(now = new Date()): Promise<{ erased: number; failed: number }> {
  const due = await dueErasures(now.toISOString().slice(0, 10));
  let erased = 0;
  let failed = 0;
  for (const item of due) {
    try {
      await eraseAccount(item, now);
      erased += 1;
    } catch (err) {
      failed += 1;
      logger.error('erasure failed; retried tomorrow', { sk: item.sk, error: err as Error });
    }
  }
  countMetric('ErasuresDone', erased);
  countMetric('ErasuresFailed', failed);
  logger.info('erasure run', { erased, failed });
  return { erased, failed };
}
