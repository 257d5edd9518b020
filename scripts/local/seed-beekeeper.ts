import { BEEKEEPER_ALERT_RADIUS_M, TreatmentStatus } from '@beewatch/shared';
import { haversineMetres } from '../../functions/src/geo/index.js';
import { getSprayAlerted, listApiaries, recordSprayAlerted } from '../../functions/src/sites/index.js';
import { listSchedules } from '../../functions/src/sites/treatments/repository.js';

/**
 * The demo beekeeper's spray alerts (GENERATED demo data): the demo pesticide user's pending
 * treatments are seeded without sending alerts, so the record of which beekeeper each one alerted
 * is written here, as the alert would have — for `beekeeper`'s nearest apiary within 10 km, alerted
 * when the schedule was last saved. The beekeeper's home and spray history then show them (the
 * one of today with its under-48 h badge). Idempotent: an existing record is kept.
 */
export async function seedBeekeeper(): Promise<number> {
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
