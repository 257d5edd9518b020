import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { SwarmHistoryLine } from '@beewatch/shared';
import { z } from 'zod';
import { documentClient } from '../lib/aws.js';
import { batchGetAll, batchWriteAll, queryAll } from '../lib/dynamo.js';
import { env } from '../lib/env.js';

/**
 * Swarm reports in the site table:
 * - `SWARM#<id>` / `SWARM`: the report (kind `SWARM`, kindSort `<CreatedAt>#<id>`: the
 *   coordinator's list, newest first);
 * - `SWARM#<id>` / `ALERTED#<user>`: one per alerted collector (owner `SWARMALERT#<user>`,
 *   ownerSort `<CreatedAt>#<id>`: a collector's own alert list), also the proof that a
 *   collector may adopt it.
 */
export const SwarmItem = z.object({
  SwarmID: z.string(),
  CreatedAt: z.string(),
  ApiKey: z.string(),
  ApiKeyOwner: z.string(),
  Name: z.string(),
  PostCode: z.string(),
  Address: z.string(),
  Address2: z.string(),
  PhoneNo: z.string(),
  /** The phone in E.164 (libphonenumber-js, country of the post code). */
  PhoneE164: z.string(),
  /** Only a mobile number is told by SMS on adoption. */
  PhoneIsMobile: z.boolean(),
  Description: z.string(),
  TypeOption: z.number().int(),
  Other: z.string(),
  BeeOption: z.number().int(),
  /** The post code as geocoded: a UK district ('GU1') or a French code postal. */
  District: z.string(),
  PlaceName: z.string(),
  Country: z.enum(['GB', 'FR']),
  Latitude: z.number(),
  Longitude: z.number(),
  ImageContentType: z.enum(['image/png', 'image/jpeg']).nullable(),
  /** none: sent without an image; pending: awaiting upload and checks; checked: stored; rejected: failed the checks (never sent). */
  ImageState: z.enum(['none', 'pending', 'checked', 'rejected']),
  /** Collectors alerted (true once the report was complete and valid). */
  Notified: z.boolean(),
  NotifiedCount: z.number().int(),
  /** 1 for the first alert, +1 on each re-notification. */
  Round: z.number().int(),
  Status: z.number().int(),
  AdoptedBy: z.string().nullable(),
  AdoptedByName: z.string().nullable(),
  AdoptedAt: z.string().nullable(),
  /** Collectors who gave it up: they are not alerted again and cannot adopt it again. */
  AbandonedBy: z.array(z.string()),
  ReporterTold: z.boolean(),
  History: z.array(SwarmHistoryLine),
});
export type SwarmItem = z.infer<typeof SwarmItem>;

const reportKey = (id: string) => ({ pk: `SWARM#${id}`, sk: 'SWARM' });

/** Stores a new report (unique id: conditional on absence). */
export async function putReport(report: SwarmItem): Promise<void> {
  await documentClient().send(
    new PutCommand({
      TableName: env().SITE_TABLE,
      Item: {
        ...reportKey(report.SwarmID),
        kind: 'SWARM',
        kindSort: `${report.CreatedAt}#${report.SwarmID}`,
        ...report,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** A report, or undefined. */
export async function getReport(id: string, consistent = false): Promise<SwarmItem | undefined> {
  const out = await documentClient().send(
    new GetCommand({ TableName: env().SITE_TABLE, Key: reportKey(id), ConsistentRead: consistent }),
  );
  return out.Item ? SwarmItem.parse(out.Item) : undefined;
}

/**
 * Reports by id (BatchGet); missing ones left out.
 * @throws UnprocessedItemsError when DynamoDB keeps refusing some keys.
 */
export async function getReports(ids: string[]): Promise<Map<string, SwarmItem>> {
  const found = new Map<string, SwarmItem>();
  for (const item of await batchGetAll(env().SITE_TABLE, [...new Set(ids)].map(reportKey))) {
    const r = SwarmItem.parse(item);
    found.set(r.SwarmID, r);
  }
  return found;
}

/**
 * Records which collectors a report was sent to: one `ALERTED#<user>` item each, their proof to
 * adopt it (idempotent puts, BatchWrite).
 * @throws UnprocessedItemsError when some proofs could not be written: the alert must then not
 *   go out, or a collector could be alerted about a swarm they cannot adopt.
 */
export async function putAlerted(
  report: Pick<SwarmItem, 'SwarmID' | 'CreatedAt'>,
  collectors: { UserName: string; DistanceM: number }[],
): Promise<void> {
  await batchWriteAll(
    env().SITE_TABLE,
    collectors.map((c) => ({
      PutRequest: {
        Item: {
          pk: `SWARM#${report.SwarmID}`,
          sk: `ALERTED#${c.UserName}`,
          owner: `SWARMALERT#${c.UserName}`,
          ownerSort: `${report.CreatedAt}#${report.SwarmID}`,
          SwarmID: report.SwarmID,
          UserName: c.UserName,
          DistanceM: Math.round(c.DistanceM),
        },
      },
    })),
  );
}

const Alerted = z.object({ SwarmID: z.string(), UserName: z.string(), DistanceM: z.number() });
export type Alerted = z.infer<typeof Alerted>;

/** The alert record of one collector for one report, or undefined (not alerted). */
export async function getAlerted(id: string, userName: string): Promise<Alerted | undefined> {
  const out = await documentClient().send(
    new GetCommand({
      TableName: env().SITE_TABLE,
      Key: { pk: `SWARM#${id}`, sk: `ALERTED#${userName.toLowerCase()}` },
    }),
  );
  return out.Item ? Alerted.parse(out.Item) : undefined;
}

/** Every collector a report was sent to (one Query on the report's partition). */
export async function listAlerted(id: string): Promise<Alerted[]> {
  const items = await queryAll({
    TableName: env().SITE_TABLE,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': `SWARM#${id}`, ':sk': 'ALERTED#' },
  });
  return items.map((item) => Alerted.parse(item));
}

/** A page of one collector's alerts, newest first (byOwner). */
export async function pageAlertedOf(
  userName: string,
  limit: number,
  startKey: Record<string, unknown> | undefined,
) {
  const out = await documentClient().send(
    new QueryCommand({
      TableName: env().SITE_TABLE,
      IndexName: 'byOwner',
      KeyConditionExpression: '#o = :o',
      ExpressionAttributeNames: { '#o': 'owner' },
      ExpressionAttributeValues: { ':o': `SWARMALERT#${userName.toLowerCase()}` },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  return { rows: (out.Items ?? []).map((i) => Alerted.parse(i)), lastKey: out.LastEvaluatedKey };
}

/** A page of all reports, newest first (byKind), for the coordinator. */
export async function pageReports(limit: number, startKey: Record<string, unknown> | undefined) {
  const out = await documentClient().send(
    new QueryCommand({
      TableName: env().SITE_TABLE,
      IndexName: 'byKind',
      KeyConditionExpression: 'kind = :k',
      ExpressionAttributeValues: { ':k': 'SWARM' },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  return { rows: (out.Items ?? []).map((i) => SwarmItem.parse(i)), lastKey: out.LastEvaluatedKey };
}

/**
 * Conditional update of a report: returns the new item, or undefined when the condition failed
 * (another request changed it first).
 */
export async function updateReport(
  id: string,
  update: {
    expression: string;
    condition: string;
    values: Record<string, unknown>;
    names?: Record<string, string>;
  },
): Promise<SwarmItem | undefined> {
  try {
    const out = await documentClient().send(
      new UpdateCommand({
        TableName: env().SITE_TABLE,
        Key: reportKey(id),
        UpdateExpression: update.expression,
        ConditionExpression: `attribute_exists(pk) AND (${update.condition})`,
        ExpressionAttributeValues: update.values,
        ExpressionAttributeNames: update.names,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return SwarmItem.parse(out.Attributes);
  } catch (err) {
    if ((err as Error).name === 'ConditionalCheckFailedException') return undefined;
    throw err;
  }
}
