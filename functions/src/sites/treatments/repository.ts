import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { TreatmentField, TreatmentSchedule } from '@beewatch/shared';
import * as z from 'zod';
import { cellKeysOf } from '../../geo/index.js';
import { documentClient } from '../../lib/aws.js';
import { queryAll } from '../../lib/dynamo.js';
import { ownerOf, queryOwned, siteTable } from '../store.js';
import { FIELD, SPRAY, fieldKey, scheduleKey } from './treatment-entity.js';
import { networkKeysOf } from '../network/network-entity.js';

/**
 * Treatment fields and schedules of pesticide users in the site table (keys:
 * treatment-entity.ts). A schedule IS its spray notification, one item, so a save and what the
 * maps show never disagree: fields sorted lower(name)#id on byOwner; schedules sorted date#id on
 * byOwner (list and week calendar) and byKind (the spray liaison's list by date), located on
 * byCell (hornet maps within 10 km). The owner stays on the item only for the ownership check;
 * no API shape but the owner's carries it.
 */
export { FIELD, SPRAY } from './treatment-entity.js';

export const StoredField = TreatmentField.extend({ OwnerUserName: z.string() });
export type StoredField = z.infer<typeof StoredField>;
export const StoredSchedule = TreatmentSchedule.extend({ OwnerUserName: z.string() });
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
  try {
    await documentClient().send(new PutCommand({ TableName: siteTable(), Item, ...condition }));
    return true;
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return false;
    throw err;
  }
}

export async function listFields(userName: string): Promise<StoredField[]> {
  return (await queryOwned(FIELD, userName)).map((i) => StoredField.parse(i));
}

export async function getField(id: string): Promise<StoredField | undefined> {
  const out = await documentClient().send(new GetCommand({ TableName: siteTable(), Key: fieldKey(id) }));
  return out.Item ? StoredField.parse(out.Item) : undefined;
}

/** Writes a field: new (`isNew`) or replacing one the owner holds; false when not theirs / taken. */
export function saveField(f: StoredField, isNew: boolean): Promise<boolean> {
  const item = {
    ...fieldKey(f.FieldID),
    ...f,
    owner: ownerOf(FIELD, f.OwnerUserName),
    ownerSort: `${f.Name.toLowerCase()}#${f.FieldID}`,
    ...networkKeysOf(FIELD, f.Latitude, f.Longitude, f.PostCode, f.OwnerUserName, f.FieldID),
  };
  return put(
    item,
    isNew ? { ConditionExpression: 'attribute_not_exists(pk)' } : ownedCondition(FIELD, f.OwnerUserName),
  );
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
  const out = await documentClient().send(new GetCommand({ TableName: siteTable(), Key: scheduleKey(id) }));
  return out.Item ? StoredSchedule.parse(out.Item) : undefined;
}

/**
 * Writes a schedule: new, or replacing the owner's version `previousVersion` (optimistic: a
 * concurrent save makes this one fail, so each version is alerted once). False on a lost condition.
 */
export function saveSchedule(s: StoredSchedule, previousVersion: number | null): Promise<boolean> {
  if (previousVersion === null)
    return put(scheduleItemOf(s), { ConditionExpression: 'attribute_not_exists(pk)' });
  const owned = ownedCondition(SPRAY, s.OwnerUserName);
  return put(scheduleItemOf(s), {
    ConditionExpression: '#o = :o AND #v = :v',
    ExpressionAttributeNames: { ...owned.ExpressionAttributeNames, '#v': 'Version' },
    ExpressionAttributeValues: { ...owned.ExpressionAttributeValues, ':v': previousVersion },
  } as ReturnType<typeof ownedCondition>);
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
