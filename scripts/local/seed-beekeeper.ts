import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { BEEKEEPER_ALERT_RADIUS_M, TreatmentStatus } from '@beewatch/shared';
import { profileKey } from '../../functions/src/account/index.js';
import { documentClient } from '../../functions/src/lib/aws.js';
import { isConditionFailed } from '../../functions/src/lib/dynamo.js';
import { env } from '../../functions/src/lib/env.js';
import { haversineMetres } from '../../functions/src/geo/index.js';
import { getSprayAlerted, listApiaries, recordSprayAlerted } from '../../functions/src/sites/index.js';
import { listSchedules } from '../../functions/src/sites/treatments/repository.js';

/**
 * The demo beekeeper's spray alerts (GENERATED demo data): the demo pesticide user's pending
 * treatments are seeded without sending alerts, so the record of which beekeeper each one alerted
 * is written here, as the alert would have — for `beekeeper`'s nearest apiary within 10 km, alerted
 * when the schedule was last saved. The beekeeper's home and spray history then show them (the
 * one of today with its under-48 h badge). Idempotent: an existing record is kept. Also gives the
 * demo `swarmwatch` its post code (seedSwarmWatchPostCode).
 */
export async function seedBeekeeper(): Promise<number> {
  await seedSwarmWatchPostCode();
  const apiaries = await listApiaries('beekeeper');
  const schedules = await listSchedules('pesticide');
  let n = 0;
  for (const s of schedules) {
    if (s.Status !== TreatmentStatus.Pending) continue;
    const nearest = apiaries
      .map((a) => ({ a, d: haversineMetres(a.Latitude, a.Longitude, s.Latitude, s.Longitude) }))
      .sort((x, y) => x.d - y.d)[0];
    if (!nearest || nearest.d > BEEKEEPER_ALERT_RADIUS_M) continue;
    if (await getSprayAlerted(s.TreatmentScheduleID, 'beekeeper')) continue;
    await recordSprayAlerted([
      {
        SprayNotificationID: s.TreatmentScheduleID,
        UserName: 'beekeeper',
        ApiaryName: nearest.a.Name,
        DistanceM: Math.round(nearest.d),
        TreatmentDate: s.TreatmentDate,
        Version: s.Version,
        AlertedAt: s.UpdatedDate,
      },
    ]);
    n += 1;
  }
  return n;
}

/**
 * The demo SwarmWatch user's post code (GENERATED demo data): GU2 (Guildford), near the demo
 * swarm season of seed-coordination.ts, so their home shows hornets and the swarm map of their
 * area at once. Set only where the profile has none (the user may have saved their own since).
 */
export const DEMO_SWARMWATCH_POST_CODE = 'GU2';

async function seedSwarmWatchPostCode(): Promise<void> {
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
