import { publishSprayAlert, sprayRecipients, type SprayRecipients } from '../spray/alerts.js';
import type { SprayAlertKind } from '../spray/texts.js';
import * as repo from './repository.js';

/** Both recipient lists, each person once (the first list's entry kept). */
function merge(a: SprayRecipients, b: SprayRecipients): SprayRecipients {
  const seen = new Set([...a.beekeepers, ...a.bystanders].map((r) => r.UserName));
  const fresh = (list: SprayRecipients['beekeepers']) => list.filter((r) => !seen.has(r.UserName));
  return {
    beekeepers: [...a.beekeepers, ...fresh(b.beekeepers)],
    bystanders: [...a.bystanders, ...fresh(b.bystanders)],
  };
}

/** What a schedule keeps of who its alert reached: how many in all, beekeepers and bystanders. */
export function alertedCountsOf(
  r: SprayRecipients,
): Pick<repo.StoredSchedule, 'AlertedCount' | 'BeekeepersAlerted' | 'BystandersAlerted'> {
  return {
    AlertedCount: r.beekeepers.length + r.bystanders.length,
    BeekeepersAlerted: r.beekeepers.length,
    BystandersAlerted: r.bystanders.length,
  };
}

/**
 * Saves a schedule version and, when it is worth an alert (`kind`), alerts about it: the
 * beekeepers within 10 km and the bystanders within 1 km of its field (and of the old place when
 * the field moved; the farmer never) are counted on the version, the version is written on the
 * condition that `previous` is still what is stored (nothing stored for a new schedule), then the
 * alert is published (its AlertId keeps each send single). `publish: false` counts without
 * alerting (a version already past). Returns who the alert is for (empty lists without `kind`),
 * or undefined when the schedule changed meanwhile (nothing written, nothing sent).
 */
export async function saveAndAlertSchedule(
  next: repo.StoredSchedule,
  previous: repo.StoredSchedule | undefined,
  kind: SprayAlertKind | null,
  opts: { publish: boolean } = { publish: true },
): Promise<SprayRecipients | undefined> {
  let recipients: SprayRecipients = { beekeepers: [], bystanders: [] };
  if (kind) {
    const farmer = next.OwnerUserName;
    recipients = await sprayRecipients(next.Latitude, next.Longitude, farmer);
    const moved = previous && (previous.Latitude !== next.Latitude || previous.Longitude !== next.Longitude);
    if (moved)
      recipients = merge(recipients, await sprayRecipients(previous.Latitude, previous.Longitude, farmer));
    Object.assign(next, alertedCountsOf(recipients));
  }
  if (!(await repo.saveSchedule(next, previous ? previous.Version : null))) return undefined;
  if (kind && opts.publish)
    await publishSprayAlert(next.TreatmentScheduleID, next.Version, next, kind, recipients);
  return recipients;
}
