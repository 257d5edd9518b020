import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../lib/aws.js';
import { env } from '../lib/env.js';
import { alertedOwner } from './report-entity.js';

/**
 * How many swarms a collector was alerted about since `sinceIso` (reports created from then on):
 * a Select COUNT Query on the collector's alert list (byOwner `SWARMALERT#<user>`), paged.
 */
export async function countAlertsSince(userName: string, sinceIso: string): Promise<number> {
  let count = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await documentClient().send(
      new QueryCommand({
        TableName: env().SITE_TABLE,
        IndexName: 'byOwner',
        KeyConditionExpression: '#o = :o AND ownerSort >= :since',
        ExpressionAttributeNames: { '#o': 'owner' },
        ExpressionAttributeValues: { ':o': alertedOwner(userName), ':since': sinceIso },
        Select: 'COUNT',
        ExclusiveStartKey: startKey,
      }),
    );
    count += out.Count ?? 0;
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return count;
}
