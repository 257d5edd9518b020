import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../lib/aws.js';
import { batchGetTogether, putAll, type BatchRead } from '../../lib/dynamo.js';
import { StoredSchedule } from '../treatments/repository.js';
import { scheduleKey } from '../treatments/treatment-entity.js';
import { queryOwned, siteTable } from '../store.js';
import { SPRAY_ALERTED, sprayAlertedItemOf, sprayAlertedKey, StoredSprayAlerted } from './alerted-entity.js';

export { StoredSprayAlerted } from './alerted-entity.js';

/** Records which beekeepers one version of a notification alerted (alerted-entity.ts), in batches. */
export async function recordSprayAlerted(rows: StoredSprayAlerted[], now = Date.now()): Promise<void> {
  if (!rows.length) return;
  const nowS = Math.floor(now / 1000);
  await putAll(
    siteTable(),
    rows.map((r) => sprayAlertedItemOf(r, nowS)),
  );
}

/**
 * The spray notifications that alerted a beekeeper, by treatment date, optionally between two
 * days (inclusive): one Query on byOwner.
 */
export async function sprayAlertsOf(
  userName: string,
  range?: { from: string; to: string },
): Promise<StoredSprayAlerted[]> {
  const r = range ? { from: `${range.from}#`, to: `${range.to}#~` } : undefined;
  return (await queryOwned(SPRAY_ALERTED, userName, r)).map((i) => StoredSprayAlerted.parse(i));
}

/** The current schedules (spray notifications) of some ids, with their owner, by id: one BatchGet. */
export async function schedulesByIds(ids: string[]): Promise<Map<string, StoredSchedule>> {
  const [found] = await batchGetTogether(schedulesRead(ids));
  return found;
}

/** `schedulesByIds` as a batch read, to run with another module's items in one BatchGetItem. */
export function schedulesRead(ids: readonly string[]): BatchRead<Map<string, StoredSchedule>> {
  return {
    table: siteTable(),
    keys: [...new Set(ids)].map(scheduleKey),
    parse: (items) =>
      new Map(items.map((i) => StoredSchedule.parse(i)).map((s) => [s.TreatmentScheduleID, s])),
  };
}

/** Whether (and how) one notification alerted one beekeeper: the proof that they may write about it. */
export async function getSprayAlerted(id: string, userName: string): Promise<StoredSprayAlerted | undefined> {
  const out = await documentClient().send(
    new GetCommand({ TableName: siteTable(), Key: sprayAlertedKey(id, userName) }),
  );
  return out.Item ? StoredSprayAlerted.parse(out.Item) : undefined;
}
