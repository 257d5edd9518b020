import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { TreatmentField, TreatmentSchedule } from '@beewatch/shared';
import * as z from 'zod/mini';
import { cellKeysOf } from '../../geo/index.js';
import { documentClient } from '../../lib/aws.js';
import { queryAll, transactRetryingConflicts, type BatchRead, writeIf, getParsed } from '../../lib/dynamo.js';
import { ownerOf, queryOwned, siteTable } from '../store.js';
import { FIELD, SPRAY, fieldKey, scheduleKey, treatmentActivityKey } from './treatment-entity.js';
import { networkKeysOf } from '../network/network-entity.js';

/**
 * Treatment fields and schedules of pesticide users in the site table (keys:
 * treatment-entity.ts). A schedule IS its spray notification, one item, so a save and what the
 * maps show never disagree: fields sorted lower(name)#id on byOwner; schedules sorted date#id on
 * byOwner (list and week calendar) and byKind (the spray liaison's list by date), located on
 * byCell (hornet maps within 10 km). The owner stays on the item only for the ownership check;
 * no API shape but the owner's carries it. Each owner's treatment activity item (their field
 * count and their schedules dated this year or later) is written in the same transaction as a
 * new field or any schedule, so it always agrees with them.
 */
export { FIELD, SPRAY } from './treatment-entity.js';

export const StoredField = z.extend(TreatmentField, { OwnerUserName: z.string() });
export type StoredField = z.infer<typeof StoredField>;
/**
 * A schedule as stored: with its owner and, of AlertedCount, how many were beekeepers and how
 * many bystanders (written with it since the liaison's history shows them; absent before).
 */
export const StoredSchedule = z.extend(TreatmentSchedule, {
  OwnerUserName: z.string(),
  BeekeepersAlerted: z.optional(z.number().check(z.int(), z.nonnegative())),
  BystandersAlerted: z.optional(z.number().check(z.int(), z.nonnegative())),
});
export type StoredSchedule = z.infer<typeof StoredSchedule>;

const ownedCondition = (kind: string, userName: string) => ({
  ConditionExpression: '#o = :o',
  ExpressionAttributeNames: { '#o': 'owner' },
  ExpressionAttributeValues: { ':o': ownerOf(kind, userName) } as Record<string, unknown>,
});

async function put(
  Item: Record<string, unknown>,
  condition: ReturnType<typeof ownedCondition> | { ConditionExpression: string },
) {
  return writeIf(new PutCommand({ TableName: siteTable(), Item, ...condition }));
}

export async function listFields(userName: string): Promise<StoredField[]> {
  return (await queryOwned(FIELD, userName)).map((i) => StoredField.parse(i));
}

export async function getField(id: string): Promise<StoredField | undefined> {
  return getParsed(siteTable(), fieldKey(id), (i) => StoredField.parse(i));
}

/**
 * Writes a field: new (`isNew`, with the owner's field count in the same transaction) or
 * replacing one the owner holds; false when not theirs / taken (nothing written).
 */
export async function saveField(f: StoredField, isNew: boolean): Promise<boolean> {
  const item = {
    ...fieldKey(f.FieldID),
    ...f,
    owner: ownerOf(FIELD, f.OwnerUserName),
    ownerSort: `${f.Name.toLowerCase()}#${f.FieldID}`,
    ...networkKeysOf(FIELD, f.Latitude, f.Longitude, f.PostCode, f.OwnerUserName, f.FieldID),
  };
  if (!isNew) return put(item, ownedCondition(FIELD, f.OwnerUserName));
  const outcome = await transactRetryingConflicts([
    { Put: { TableName: siteTable(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
    {
      Update: {
        TableName: siteTable(),
        Key: treatmentActivityKey(f.OwnerUserName),
        UpdateExpression: 'SET #u = :u ADD #f :one, #r :one',
        ExpressionAttributeNames: { '#u': 'UserName', '#f': 'Fields', '#r': 'Rev' },
        ExpressionAttributeValues: { ':u': f.OwnerUserName.toLowerCase(), ':one': 1 },
      },
    },
  ]);
  return outcome.ok;
}

export function scheduleItemOf(s: StoredSchedule): Record<string, unknown> {
  const sort = `${s.TreatmentDate}#${s.TreatmentScheduleID}`;
  return {
    ...scheduleKey(s.TreatmentScheduleID),
    ...s,
    owner: ownerOf(SPRAY, s.OwnerUserName),
    ownerSort: sort,
    kind: SPRAY,
    kindSort: sort,
    ...cellKeysOf(SPRAY, s.Latitude, s.Longitude, s.TreatmentScheduleID),
  };
}

export async function getSchedule(id: string): Promise<StoredSchedule | undefined> {
  return getParsed(siteTable(), scheduleKey(id), (i) => StoredSchedule.parse(i));
}

/**
 * Writes a schedule: new, or replacing the owner's version `previousVersion` (optimistic: a
 * concurrent save makes this one fail, so each version is alerted once), together with the
 * owner's treatment activity in one transaction. False on a lost condition (nothing written).
 * @throws Error when the activity item kept changing under ACTIVITY_ATTEMPTS tries.
 */
export async function saveSchedule(
  s: StoredSchedule,
  previousVersion: number | null,
  now = new Date(),
): Promise<boolean> {
  const owned = ownedCondition(SPRAY, s.OwnerUserName);
  const condition =
    previousVersion === null
      ? { ConditionExpression: 'attribute_not_exists(pk)' }
      : {
          ConditionExpression: '#o = :o AND #v = :v',
          ExpressionAttributeNames: { ...owned.ExpressionAttributeNames, '#v': 'Version' },
          ExpressionAttributeValues: { ...owned.ExpressionAttributeValues, ':v': previousVersion },
        };
  const from = seasonStartOf(now);
  for (let attempt = 1; ; attempt += 1) {
    const activity = await getActivity(s.OwnerUserName);
    const schedules = keptFrom(activity.Schedules, from);
    if (s.TreatmentDate >= from)
      schedules[s.TreatmentScheduleID] = {
        TreatmentDate: s.TreatmentDate,
        TimeOfDay: s.TimeOfDay,
        Status: s.Status,
      };
    else delete schedules[s.TreatmentScheduleID];
    const outcome = await transactRetryingConflicts([
      { Put: { TableName: siteTable(), Item: scheduleItemOf(s), ...condition } },
      activityUpdate(s.OwnerUserName, activity.Rev, { Schedules: schedules }),
    ]);
    if (outcome.ok) return true;
    if (outcome.failed === 0) return false;
    if (attempt >= ACTIVITY_ATTEMPTS)
      throw new Error(`treatment activity of ${s.OwnerUserName} kept changing`);
  }
}

/** Tries of a write of the activity item that lost its revision to a concurrent write. */
const ACTIVITY_ATTEMPTS = 5;

/** A schedule as the activity item keeps it (when it was entered is its id's ULID time). */
const ActivityEntry = z.object({ TreatmentDate: z.string(), TimeOfDay: z.number(), Status: z.number() });

/**
 * A pesticide user's treatment activity item (treatment-entity.ts): how many fields they have,
 * their schedules dated on or after 1 January of the year of the last write, by id, and a
 * revision every write adds to (whole-map writes are conditioned on it). A user with no item has
 * neither fields nor schedules.
 */
export const StoredTreatmentActivity = z.object({
  UserName: z.optional(z.string()),
  Fields: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  Schedules: z._default(z.record(z.string(), ActivityEntry), {}),
  Rev: z._default(z.number().check(z.int(), z.nonnegative()), 0),
});
export type StoredTreatmentActivity = z.infer<typeof StoredTreatmentActivity>;

/** 1 January (UTC) of `now`'s year: schedules dated before it leave the activity item. */
export const seasonStartOf = (now: Date) => `${now.getUTCFullYear()}-01-01`;

const keptFrom = (schedules: StoredTreatmentActivity['Schedules'], from: string) =>
  Object.fromEntries(Object.entries(schedules).filter(([, e]) => e.TreatmentDate >= from));

async function getActivity(userName: string): Promise<StoredTreatmentActivity> {
  const out = await documentClient().send(
    new GetCommand({ TableName: siteTable(), Key: treatmentActivityKey(userName), ConsistentRead: true }),
  );
  return StoredTreatmentActivity.parse(out.Item ?? {});
}

/** Sets attributes of a user's activity item if its revision is still `rev` (0: no item yet). */
function activityUpdate(
  userName: string,
  rev: number,
  set: { Schedules: StoredTreatmentActivity['Schedules']; Fields?: number },
) {
  const fields = set.Fields === undefined ? '' : ', #f = :f';
  return {
    Update: {
      TableName: siteTable(),
      Key: treatmentActivityKey(userName),
      UpdateExpression: `SET #u = :u, #s = :s, #r = :next${fields}`,
      ConditionExpression: rev ? '#r = :rev' : 'attribute_not_exists(#r)',
      ExpressionAttributeNames: {
        '#u': 'UserName',
        '#s': 'Schedules',
        '#r': 'Rev',
        ...(set.Fields === undefined ? {} : { '#f': 'Fields' }),
      },
      ExpressionAttributeValues: {
        ':u': userName.toLowerCase(),
        ':s': set.Schedules,
        ':next': rev + 1,
        ...(rev ? { ':rev': rev } : {}),
        ...(set.Fields === undefined ? {} : { ':f': set.Fields }),
      },
    },
  };
}

/**
 * Writes a user's activity item again from their fields and schedules (two Queries): for data
 * written before the item existed (the local seed runs it for its pesticide users, a deployment
 * once for every pesticide user). Conditioned on the revision read, retried when a save won.
 */
export async function rebuildTreatmentActivity(userName: string, now = new Date()): Promise<void> {
  const from = seasonStartOf(now);
  for (let attempt = 1; ; attempt += 1) {
    const activity = await getActivity(userName);
    const [fields, schedules] = await Promise.all([
      listFields(userName),
      listSchedules(userName, { from, to: '9999-12-31' }),
    ]);
    const entries = Object.fromEntries(
      schedules.map((x) => [
        x.TreatmentScheduleID,
        { TreatmentDate: x.TreatmentDate, TimeOfDay: x.TimeOfDay, Status: x.Status },
      ]),
    );
    const outcome = await transactRetryingConflicts([
      activityUpdate(userName, activity.Rev, { Schedules: entries, Fields: fields.length }),
    ]);
    if (outcome.ok) return;
    if (attempt >= ACTIVITY_ATTEMPTS) throw new Error(`treatment activity of ${userName} kept changing`);
  }
}

/**
 * The activity items of some users, by lower-case user name (users without one are absent), as
 * a batch read to run with their profiles in one BatchGetItem.
 */
export function treatmentActivityRead(
  userNames: readonly string[],
): BatchRead<Map<string, StoredTreatmentActivity>> {
  const unique = [...new Set(userNames.map((u) => u.toLowerCase()))];
  return {
    table: siteTable(),
    keys: unique.map(treatmentActivityKey),
    parse: (items) =>
      new Map(
        items.flatMap((i) => {
          const a = StoredTreatmentActivity.parse(i);
          return a.UserName ? [[a.UserName, a] as const] : [];
        }),
      ),
  };
}

/** A user's schedules, by date; optionally only between two days (inclusive). */
export async function listSchedules(
  userName: string,
  range?: { from: string; to: string },
): Promise<StoredSchedule[]> {
  const r = range ? { from: range.from, to: `${range.to}#~` } : undefined;
  return (await queryOwned(SPRAY, userName, r)).map((i) => StoredSchedule.parse(i));
}

/** Every spray notification between two days (inclusive), by date: one Query on byKind. */
export async function listNotificationsByDate(from: string, to: string): Promise<StoredSchedule[]> {
  const items = await queryAll({
    TableName: siteTable(),
    IndexName: 'byKind',
    KeyConditionExpression: '#k = :k AND kindSort BETWEEN :from AND :to',
    ExpressionAttributeNames: { '#k': 'kind' },
    ExpressionAttributeValues: { ':k': SPRAY, ':from': from, ':to': `${to}#~` },
  });
  return items.map((i) => StoredSchedule.parse(i));
}
