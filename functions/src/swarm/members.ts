import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { CollectorRecord, DEFAULT_COLLECTOR_RECORD } from '@beewatch/shared';
import * as z from 'zod/mini';
import { documentClient } from '../lib/aws.js';
import { batchGetTogether, deleteItem, type BatchRead } from '../lib/dynamo.js';
import { env } from '../lib/env.js';
import { memberKey } from './collector-entity.js';

/**
 * What a swarm coordinator records about a collector (role-screens §4.3–§4.5): availability,
 * experience and checks, suspension and notes. Stored beside the collector's area
 * (`COLLECTOR#<user>` / `MEMBER`, collector-entity.ts), so it is erased with it. A collector no
 * coordinator has edited has no item and counts as Active and Available.
 */
export const StoredMember = z.extend(CollectorRecord, {
  UserName: z.string(),
  UpdatedAt: z.string(),
  UpdatedBy: z.string(),
});
export type StoredMember = z.infer<typeof StoredMember>;

/** The member record of a collector nobody has edited. */
export const defaultMember = (userName: string): StoredMember => ({
  ...DEFAULT_COLLECTOR_RECORD,
  UserName: userName.toLowerCase(),
  UpdatedAt: '',
  UpdatedBy: '',
});

/**
 * May the collector be alerted now? Not when suspended, nor during a Do-Not-Disturb period (to
 * the end of its last day, UTC).
 */
export function isAlertable(
  m: Pick<StoredMember, 'Status' | 'Availability' | 'DndUntil'>,
  now = new Date(),
): boolean {
  if (m.Status === 'Suspended') return false;
  if (m.Availability === 'DoNotDisturb') return !m.DndUntil || m.DndUntil < now.toISOString().slice(0, 10);
  return true;
}

/** A collector's member record, or undefined. */
export async function getMember(userName: string): Promise<StoredMember | undefined> {
  const out = await documentClient().send(
    new GetCommand({ TableName: env().SITE_TABLE, Key: memberKey(userName), ConsistentRead: true }),
  );
  return out.Item ? StoredMember.parse(out.Item) : undefined;
}

/** Member records of these collectors by lower-case user name (BatchGet); missing ones left out. */
export async function getMembers(userNames: string[]): Promise<Map<string, StoredMember>> {
  const [found] = await batchGetTogether(membersRead(userNames));
  return found;
}

/** `getMembers` as a batch read, to run with the collectors' profiles in one BatchGetItem. */
export function membersRead(userNames: readonly string[]): BatchRead<Map<string, StoredMember>> {
  return {
    table: env().SITE_TABLE,
    keys: [...new Set(userNames.map((u) => u.toLowerCase()))].map(memberKey),
    parse: (items) => new Map(items.map((i) => StoredMember.parse(i)).map((m) => [m.UserName, m])),
  };
}

/** Writes a collector's member record whole. */
export async function putMember(member: StoredMember): Promise<void> {
  const m = { ...member, UserName: member.UserName.toLowerCase() };
  await documentClient().send(
    new PutCommand({ TableName: env().SITE_TABLE, Item: { ...memberKey(m.UserName), ...m } }),
  );
}

/** Deletes a collector's member record (idempotent). */
export async function deleteMember(userName: string): Promise<void> {
  await deleteItem(env().SITE_TABLE, memberKey(userName));
}
