import type { DomainRole } from '@beewatch/shared';
import { byKind, queryAll, transact, type BatchRead, type TransactItems, getParsed } from '../lib/dynamo.js';
import { env } from '../lib/env.js';
import {
  StoredAreaMember,
  StoredDomain,
  areaMemberItemOf,
  areaMemberKey,
  areaPartition,
  domainItemOf,
  domainKey,
  domainKindOf,
  roleSortPrefix,
} from './domain-entity.js';

const table = () => env().SITE_TABLE;

/** A user's stored domain, or undefined. */
export async function getStoredDomain(userName: string): Promise<StoredDomain | undefined> {
  return getParsed(table(), domainKey(userName), (i) => StoredDomain.parse(i));
}

/** `getStoredDomain` as a batch read, to run with another module's items in one BatchGetItem. */
export function storedDomainRead(userName: string): BatchRead<StoredDomain | undefined> {
  return {
    table: table(),
    keys: [domainKey(userName)],
    parse: (items) => (items[0] ? StoredDomain.parse(items[0]) : undefined),
  };
}

/** Every stored domain of `role`: one Query on byKind (paged through, a role has tens of holders). */
export async function domainsOfRole(role: DomainRole): Promise<StoredDomain[]> {
  const items = await queryAll(byKind(table(), domainKindOf(role)));
  return items.map((i) => StoredDomain.parse(i));
}

/** Who holds, for `role`, a domain containing `unit`: one Query on the unit's partition. */
export async function holdersOf(unit: string, role: DomainRole): Promise<StoredAreaMember[]> {
  const items = await queryAll({
    TableName: table(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :role)',
    ExpressionAttributeValues: { ':pk': areaPartition(unit), ':role': roleSortPrefix(role) },
  });
  return items.map((i) => StoredAreaMember.parse(i));
}

/**
 * Writes `next` in one transaction: the domain, a membership for each added unit, and the removal
 * of each dropped one. `previous` must still be what is stored (its UpdatedAt is the condition),
 * so two administrators saving at once never leave memberships that disagree with the domain.
 * @returns false when the domain changed since `previous` was read.
 */
export async function saveDomain(previous: StoredDomain | undefined, next: StoredDomain): Promise<boolean> {
  const before = new Set(previous?.Units ?? []);
  const after = new Set(next.Units);
  const roleChanged = previous !== undefined && previous.RoleName !== next.RoleName;
  const removed = [...before].filter((u) => roleChanged || !after.has(u));
  const added = [...after].filter((u) => roleChanged || !before.has(u));
  const items: TransactItems = [
    {
      Put: {
        TableName: table(),
        Item: domainItemOf(next),
        ...(previous
          ? {
              ConditionExpression: 'UpdatedAt = :seen',
              ExpressionAttributeValues: { ':seen': previous.UpdatedAt },
            }
          : { ConditionExpression: 'attribute_not_exists(pk)' }),
      },
    },
    ...removed.map((u) => ({
      Delete: { TableName: table(), Key: areaMemberKey(u, previous!.RoleName, previous!.UserName) },
    })),
    ...added.map((u) => ({ Put: { TableName: table(), Item: areaMemberItemOf(u, next) } })),
  ];
  return (await transact(items)).ok;
}

/**
 * Writes a stored domain's item again as domainItemOf makes it today (its byKind keys), unless it
 * changed meanwhile: for domains saved before those keys existed (deploy-time backfill, kept
 * local data). Returns whether a domain was rewritten.
 */
export async function reindexDomain(userName: string): Promise<boolean> {
  const stored = await getStoredDomain(userName);
  if (!stored) return false;
  const { ok } = await transact([
    {
      Put: {
        TableName: table(),
        Item: domainItemOf(stored),
        ConditionExpression: 'UpdatedAt = :seen',
        ExpressionAttributeValues: { ':seen': stored.UpdatedAt },
      },
    },
  ]);
  return ok;
}

/** How many writes saving `next` over `previous` takes besides the domain item itself. */
export function changeCount(
  previous: StoredDomain | undefined,
  next: Pick<StoredDomain, 'Units' | 'RoleName'>,
): number {
  const before = new Set(previous?.Units ?? []);
  const after = new Set(next.Units);
  if (previous && previous.RoleName !== next.RoleName) return before.size + after.size;
  return [...before].filter((u) => !after.has(u)).length + [...after].filter((u) => !before.has(u)).length;
}

/** Deletes a user's domain and its memberships (erasure); idempotent. */
export async function eraseStoredDomain(userName: string): Promise<void> {
  const stored = await getStoredDomain(userName);
  if (!stored) return;
  // Memberships first, the domain last: a retry after a failure still finds the units to remove.
  for (let i = 0; i < stored.Units.length; i += 99) {
    const chunk = stored.Units.slice(i, i + 99);
    await transact(
      chunk.map((u) => ({
        Delete: { TableName: table(), Key: areaMemberKey(u, stored.RoleName, stored.UserName) },
      })),
    );
  }
  await transact([{ Delete: { TableName: table(), Key: domainKey(userName) } }]);
}
