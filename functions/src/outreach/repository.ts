import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../lib/aws.js';
import { batchGetAll, writeIf, byKind, queryPage } from '../lib/dynamo.js';
import { env } from '../lib/env.js';
import {
  CRM_MAIL_KIND,
  StoredCrmMail,
  StoredThanks,
  crmMailItemOf,
  crmMailKey,
  thanksItemOf,
  thanksKey,
  type ThankedAudience,
} from './outreach-entity.js';

const table = () => env().SITE_TABLE;

/** Stores a new CRM mail (unique id: conditional on absence). */
export async function putCrmMail(mail: StoredCrmMail): Promise<void> {
  await documentClient().send(
    new PutCommand({
      TableName: table(),
      Item: crmMailItemOf(mail),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** One CRM mail, or undefined. */
export async function getCrmMail(id: string): Promise<StoredCrmMail | undefined> {
  const [item] = await batchGetAll(table(), [crmMailKey(id)]);
  return item ? StoredCrmMail.parse(item) : undefined;
}

/** The latest CRM mails, newest first (one byKind Query, at most `limit`). */
export async function latestCrmMails(limit: number): Promise<StoredCrmMail[]> {
  const { items } = await queryPage(byKind(table(), CRM_MAIL_KIND, { newestFirst: true, limit }));
  return items.map((i) => StoredCrmMail.parse(i));
}

/** The thank-you records of some swarms (BatchGet of both audiences each), by `<id>#<audience>`. */
export async function thanksOf(swarmIds: readonly string[]): Promise<Map<string, StoredThanks>> {
  const keys = [...new Set(swarmIds)].flatMap((id) =>
    (['Reporter', 'Collector'] as const).map((a) => thanksKey(id, a)),
  );
  const out = new Map<string, StoredThanks>();
  for (const item of await batchGetAll(table(), keys)) {
    const t = StoredThanks.parse(item);
    out.set(`${t.SwarmID}#${t.Audience}`, t);
  }
  return out;
}

/**
 * Records that a swarm's audience is thanked, version `next.Version`: conditional on no record
 * (a first thank-you) or on the version `previous` (a confirmed re-send), so two sends at once
 * thank once. Returns false when the condition failed (someone thanked meanwhile).
 */
export async function claimThanks(next: StoredThanks, previous: StoredThanks | undefined): Promise<boolean> {
  return writeIf(
    new PutCommand({
      TableName: table(),
      Item: thanksItemOf(next),
      ConditionExpression: previous ? 'Version = :v' : 'attribute_not_exists(pk)',
      ExpressionAttributeValues: previous ? { ':v': previous.Version } : undefined,
    }),
  );
}

export type { ThankedAudience };
