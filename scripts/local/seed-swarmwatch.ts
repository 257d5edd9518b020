import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { profileKey } from '../../functions/src/account/index.js';
import { documentClient } from '../../functions/src/lib/aws.js';
import { isConditionFailed } from '../../functions/src/lib/dynamo.js';
import { env } from '../../functions/src/lib/env.js';

/** The demo SwarmWatch user's post code (GENERATED demo data): GU2, Guildford. */
export const DEMO_SWARMWATCH_POST_CODE = 'GU2';

/**
 * Gives the demo SwarmWatch user DEMO_SWARMWATCH_POST_CODE, near the demo swarm season of
 * seed-coordination.ts, so their home shows hornets and the swarm map of their area at once. Set
 * only where the profile has none (the user may have saved their own since).
 */
export async function seedSwarmWatchPostCode(): Promise<void> {
  await documentClient()
    .send(
      new UpdateCommand({
        TableName: env().ACCOUNT_TABLE,
        Key: profileKey('swarmwatch'),
        UpdateExpression: 'SET ZipCode = :z',
        ConditionExpression:
          'attribute_exists(pk) AND (attribute_not_exists(ZipCode) OR attribute_type(ZipCode, :null) OR ZipCode = :empty)',
        ExpressionAttributeValues: { ':z': DEMO_SWARMWATCH_POST_CODE, ':null': 'NULL', ':empty': '' },
      }),
    )
    .catch((err: unknown) => {
      if (!isConditionFailed(err)) throw err;
    });
}
