import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { MediaKind } from '@beewatch/shared';
import * as z from 'zod/mini';
import { documentClient } from '../lib/aws.js';
import { isConditionFailed, writeIf } from '../lib/dynamo.js';
import { env } from '../lib/env.js';
import { recordKey } from '../tracking/index.js';
import { StoredTracking } from '../tracking/index.js';

/**
 * The tracking item as the mobile ingestion sees it: the stored record plus attributes only
 * this module writes, on the same item (recordKey). The tracking repository's parser drops
 * them, so they never reach the reporting API.
 *
 * - `<Kind>RejectedReason`: why an upload of that medium was refused (its file is deleted and
 *   the record no longer announces it, so the reporting screen stops its spinner);
 * - `TrackingReadyAt`: ISO instant TrackingReady was published (set once, by condition);
 * - `TrackingReadyRetry`: true while a publication failed and is owed (a later call retries).
 *
 * A medium is pending while it is announced (ImageContentType / VideoExtension /
 * AudioExtension set) and not yet available (IsImageExist / IsVideoAvailable /
 * IsAudioAvailable false): the state lives in the record's own fields.
 */
export const IngestRecord = z.extend(StoredTracking, {
  ImageRejectedReason: z.nullish(z.string()),
  VideoRejectedReason: z.nullish(z.string()),
  AudioRejectedReason: z.nullish(z.string()),
  TrackingReadyAt: z.nullish(z.string()),
  TrackingReadyRetry: z.nullish(z.boolean()),
});
export type IngestRecord = z.infer<typeof IngestRecord>;

/** Attribute names of each medium: its availability flag, what announces it, its rejection. */
export const MEDIUM_ATTRIBUTES = {
  image: { flag: 'IsImageExist', announced: 'ImageContentType', rejected: 'ImageRejectedReason' },
  video: { flag: 'IsVideoAvailable', announced: 'VideoExtension', rejected: 'VideoRejectedReason' },
  audio: { flag: 'IsAudioAvailable', announced: 'AudioExtension', rejected: 'AudioRejectedReason' },
} as const satisfies Record<MediaKind, { flag: string; announced: string; rejected: string }>;

const table = () => env().TRACKING_TABLE;

/** Reads a record with its ingestion attributes (strongly consistent), or undefined. */
export async function getIngestRecord(id: string): Promise<IngestRecord | undefined> {
  const out = await documentClient().send(
    new GetCommand({ TableName: table(), Key: recordKey(id), ConsistentRead: true }),
  );
  return out.Item ? IngestRecord.parse(out.Item) : undefined;
}

/**
 * Settles a pending medium, if it is still pending with the announced value `announced`
 * (image: its content type; video/audio: its extension): accepted sets its flag; rejected
 * clears what announced it and stores the reason. Returns the record after the change, or
 * undefined when the medium was no longer pending (a concurrent or repeated confirmation).
 */
export async function settleMedium(
  id: string,
  kind: MediaKind,
  announced: string,
  outcome: { accepted: true } | { accepted: false; reason: string },
): Promise<IngestRecord | undefined> {
  const a = MEDIUM_ATTRIBUTES[kind];
  const values: Record<string, unknown> = { ':announced': announced, ':false': false };
  let update: string;
  if (outcome.accepted) {
    update = 'SET #f = :true';
    values[':true'] = true;
  } else {
    update = 'SET #a = :null, #r = :reason';
    values[':null'] = null;
    values[':reason'] = outcome.reason;
  }
  try {
    const out = await documentClient().send(
      new UpdateCommand({
        TableName: table(),
        Key: recordKey(id),
        UpdateExpression: update,
        ConditionExpression: '#a = :announced AND #f = :false',
        ExpressionAttributeNames: {
          '#a': a.announced,
          '#f': a.flag,
          ...(outcome.accepted ? {} : { '#r': a.rejected }),
        },
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return IngestRecord.parse(out.Attributes);
  } catch (err) {
    if (isConditionFailed(err)) return undefined;
    throw err;
  }
}

/** The condition 'no medium is pending': each one is not announced (absent or null) or available. */
function nonePendingCondition(names: Record<string, string>): string {
  return Object.values(MEDIUM_ATTRIBUTES)
    .map(({ flag, announced }, i) => {
      names[`#a${i}`] = announced;
      names[`#f${i}`] = flag;
      return `(attribute_not_exists(#a${i}) OR attribute_type(#a${i}, :nullType) OR #f${i} = :true)`;
    })
    .join(' AND ');
}

/**
 * Claims the publication of TrackingReady for a record: sets TrackingReadyAt = `at` only if
 * the record exists, no medium is pending and it was never set. True for exactly one caller,
 * however many confirmations race.
 */
export async function claimTrackingReady(id: string, at: string): Promise<boolean> {
  const names: Record<string, string> = {};
  const nonePending = nonePendingCondition(names);
  return writeIf(
    new UpdateCommand({
      TableName: table(),
      Key: recordKey(id),
      UpdateExpression: 'SET TrackingReadyAt = :at REMOVE TrackingReadyRetry',
      ConditionExpression: `attribute_exists(pk) AND attribute_not_exists(TrackingReadyAt) AND ${nonePending}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: { ':at': at, ':nullType': 'NULL', ':true': true },
    }),
  );
}

/** Gives a claim back (the publication failed) and marks the publication owed, for a retry. */
export async function releaseTrackingReady(id: string, at: string): Promise<void> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: table(),
        Key: recordKey(id),
        UpdateExpression: 'REMOVE TrackingReadyAt SET TrackingReadyRetry = :true',
        ConditionExpression: 'TrackingReadyAt = :at',
        ExpressionAttributeValues: { ':at': at, ':true': true },
      }),
    );
  } catch (err) {
    if (!isConditionFailed(err)) throw err;
  }
}
