import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../lib/aws.js';
import {
  batchGetAll,
  queryAll,
  transact,
  type BatchRead,
  type Item,
  type TransactItems,
  writeIf,
  getParsed,
  byOwner,
} from '../lib/dynamo.js';
import { env } from '../lib/env.js';
import { decodePageToken, encodePageToken } from '../lib/page-token.js';
import {
  MIX,
  PRODUCT,
  SUBSTANCE,
  StoredMixture,
  StoredProduct,
  StoredSubstance,
  fold,
  mixtureItemOf,
  mixtureKey,
  mixtureOwner,
  productItemOf,
  productKey,
  productNumberKey,
  substanceItemOf,
  substanceKey,
  substanceTypePartition,
  substanceUseKey,
  substanceUsePartition,
} from './pesticide-entity.js';

const table = () => env().SITE_TABLE;

/** A filter applied within a Query (never a Scan): expression, names and values. */
export interface Filter {
  expression: string;
  names: Record<string, string>;
  values: Record<string, unknown>;
}

/** Most Query requests one page may take to fill itself through a selective filter. */
const MAX_ROUNDS = 20;

/**
 * One page of a Query on an index partition, in sort order, at most `size` matches of
 * `filter`: each request reads no more items than the page still needs, so no match is
 * skipped between pages; a page may come back short with a NextToken when the filter is very
 * selective (the client asks again while there is a NextToken).
 */
async function queryPage(args: {
  index: 'byKind' | 'byOwner';
  partition: string;
  prefix: string;
  filter?: Filter;
  size: number;
  token?: string | null;
}): Promise<{ items: Item[]; next: string | null }> {
  const [pkName, skName] = args.index === 'byKind' ? ['kind', 'kindSort'] : ['owner', 'ownerSort'];
  const tokenScope = `${args.index}:${args.partition}:${args.prefix}`;
  let start = args.token ? decodePageToken(args.token, tokenScope) : undefined;
  const items: Item[] = [];
  for (let round = 0; round < MAX_ROUNDS && items.length < args.size; round += 1) {
    const out = await documentClient().send(
      new QueryCommand({
        TableName: table(),
        IndexName: args.index,
        KeyConditionExpression: args.prefix ? '#p = :p AND begins_with(#s, :prefix)' : '#p = :p',
        FilterExpression: args.filter?.expression,
        ExpressionAttributeNames: {
          '#p': pkName,
          ...(args.prefix ? { '#s': skName } : {}),
          ...args.filter?.names,
        },
        ExpressionAttributeValues: {
          ':p': args.partition,
          ...(args.prefix ? { ':prefix': args.prefix } : {}),
          ...args.filter?.values,
        },
        Limit: args.size - items.length,
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey as Record<string, string> | undefined;
    if (!start) break;
  }
  return { items, next: encodePageToken(tokenScope, start) };
}

// ── substances ──

/** A page of substances by name: all, or of one type; `search` is a prefix of the folded name. */
export async function listSubstances(q: {
  search: string;
  type?: number;
  filter?: Filter;
  size: number;
  token?: string | null;
}): Promise<{ items: StoredSubstance[]; next: string | null }> {
  const page = await queryPage({
    index: q.type ? 'byOwner' : 'byKind',
    partition: q.type ? substanceTypePartition(q.type) : SUBSTANCE,
    prefix: fold(q.search),
    filter: q.filter,
    size: q.size,
    token: q.token,
  });
  return { items: page.items.map((i) => StoredSubstance.parse(i)), next: page.next };
}

export async function getSubstance(id: string): Promise<StoredSubstance | undefined> {
  return getParsed(table(), substanceKey(id), (i) => StoredSubstance.parse(i));
}

export async function getSubstances(ids: readonly string[]): Promise<Map<string, StoredSubstance>> {
  const unique = [...new Set(ids)];
  const items = unique.length ? await batchGetAll(table(), unique.map(substanceKey)) : [];
  return new Map(items.map((i) => StoredSubstance.parse(i)).map((s) => [s.SubstanceID, s]));
}

/** Writes a substance: new (`isNew`, refused if it exists) or over the one read at `seen`. */
export async function putSubstance(s: StoredSubstance, seen: string | null): Promise<boolean> {
  return writeIf(
    new PutCommand({
      TableName: table(),
      Item: substanceItemOf(s),
      ...(seen === null
        ? { ConditionExpression: 'attribute_not_exists(pk)' }
        : { ConditionExpression: 'UpdatedDate = :seen', ExpressionAttributeValues: { ':seen': seen } }),
    }),
  );
}

/** The ids of the products holding a substance (one Query on its use partition). */
export async function productsUsing(substanceId: string): Promise<string[]> {
  const items = await queryAll({
    TableName: table(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': substanceUsePartition(substanceId) },
  });
  return items.map((i) => String(i.sk).replace(/^PRODUCT#/, ''));
}

// ── products ──

export async function listProducts(q: {
  search: string;
  filter?: Filter;
  size: number;
  token?: string | null;
}): Promise<{ items: StoredProduct[]; next: string | null }> {
  const page = await queryPage({
    index: 'byKind',
    partition: PRODUCT,
    prefix: fold(q.search),
    filter: q.filter,
    size: q.size,
    token: q.token,
  });
  return { items: page.items.map((i) => StoredProduct.parse(i)), next: page.next };
}

/** Every product matching `filter` (the schedule form's choices: a small catalogue). */
export async function allProducts(filter?: Filter): Promise<StoredProduct[]> {
  const items = await queryAll({
    TableName: table(),
    IndexName: 'byKind',
    KeyConditionExpression: '#k = :k',
    FilterExpression: filter?.expression,
    ExpressionAttributeNames: { '#k': 'kind', ...filter?.names },
    ExpressionAttributeValues: { ':k': PRODUCT, ...filter?.values },
  });
  return items.map((i) => StoredProduct.parse(i));
}

export async function getProduct(id: string): Promise<StoredProduct | undefined> {
  return getParsed(table(), productKey(id), (i) => StoredProduct.parse(i));
}

/**
 * The products of some ids, by id (absent ids are missing), as a batch read to run with another
 * module's items in one BatchGetItem (`batchGetTogether`).
 */
export function productsRead(ids: readonly string[]): BatchRead<Map<string, StoredProduct>> {
  return {
    table: table(),
    keys: [...new Set(ids)].map(productKey),
    parse: (items) => new Map(items.map((i) => StoredProduct.parse(i)).map((p) => [p.ProductID, p])),
  };
}

export async function getProducts(ids: readonly string[]): Promise<Map<string, StoredProduct>> {
  const unique = [...new Set(ids)];
  const items = unique.length ? await batchGetAll(table(), unique.map(productKey)) : [];
  return new Map(items.map((i) => StoredProduct.parse(i)).map((p) => [p.ProductID, p]));
}

/**
 * Writes a product in one transaction with its authorisation-number guard and its substance
 * uses: the previous version must still be the one read (UpdatedDate), the number must be free
 * in its country or already this product's. @returns 'ok', 'numberTaken' or 'changed'.
 */
export async function saveProduct(
  previous: StoredProduct | undefined,
  next: StoredProduct,
): Promise<'ok' | 'numberTaken' | 'changed'> {
  const numberKey = productNumberKey(next.Country, next.AuthorisationNumber);
  const oldNumberKey = previous
    ? productNumberKey(previous.Country, previous.AuthorisationNumber)
    : undefined;
  const numberChanged = !oldNumberKey || oldNumberKey.pk !== numberKey.pk;
  const before = new Set(previous?.Substances.map((s) => s.SubstanceID) ?? []);
  const after = new Set(next.Substances.map((s) => s.SubstanceID));
  const items: TransactItems = [
    {
      Put: {
        TableName: table(),
        Item: productItemOf(next),
        ...(previous
          ? {
              ConditionExpression: 'UpdatedDate = :seen',
              ExpressionAttributeValues: { ':seen': previous.UpdatedDate },
            }
          : { ConditionExpression: 'attribute_not_exists(pk)' }),
      },
    },
  ];
  if (numberChanged) {
    items.push({
      Put: {
        TableName: table(),
        Item: { ...numberKey, ProductID: next.ProductID },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    });
    if (oldNumberKey) items.push({ Delete: { TableName: table(), Key: oldNumberKey } });
  }
  for (const id of after)
    if (!before.has(id))
      items.push({
        Put: {
          TableName: table(),
          Item: { ...substanceUseKey(id, next.ProductID), ProductID: next.ProductID },
        },
      });
  for (const id of before)
    if (!after.has(id))
      items.push({ Delete: { TableName: table(), Key: substanceUseKey(id, next.ProductID) } });
  const outcome = await transact(items);
  if (outcome.ok) return 'ok';
  return outcome.failed === 1 && numberChanged ? 'numberTaken' : 'changed';
}

/** Rewrites a product's computed fields (its light after a substance changed) if unchanged since read. */
export async function rewriteProduct(previous: StoredProduct, next: StoredProduct): Promise<boolean> {
  return writeIf(
    new PutCommand({
      TableName: table(),
      Item: productItemOf(next),
      ConditionExpression: 'UpdatedDate = :seen',
      ExpressionAttributeValues: { ':seen': previous.UpdatedDate },
    }),
  );
}

// ── tank mixes ──

export async function listMixtures(userName: string): Promise<StoredMixture[]> {
  const items = await queryAll(byOwner(table(), mixtureOwner(userName)));
  return items.map((i) => StoredMixture.parse(i));
}

export async function getMixture(id: string): Promise<StoredMixture | undefined> {
  return getParsed(table(), mixtureKey(id), (i) => StoredMixture.parse(i));
}

/** Writes a mix: new, or over one the same owner holds. False when it is someone else's. */
export async function putMixture(m: StoredMixture, isNew: boolean): Promise<boolean> {
  return writeIf(
    new PutCommand({
      TableName: table(),
      Item: mixtureItemOf(m),
      ...(isNew
        ? { ConditionExpression: 'attribute_not_exists(pk)' }
        : {
            ConditionExpression: '#o = :o',
            ExpressionAttributeNames: { '#o': 'owner' },
            ExpressionAttributeValues: { ':o': mixtureOwner(m.OwnerUserName) },
          }),
    }),
  );
}

/** Deletes the owner's mix; false when it is not theirs (or gone). */
export async function deleteMixture(id: string, userName: string): Promise<boolean> {
  return writeIf(
    new DeleteCommand({
      TableName: table(),
      Key: mixtureKey(id),
      ConditionExpression: '#o = :o',
      ExpressionAttributeNames: { '#o': 'owner' },
      ExpressionAttributeValues: { ':o': mixtureOwner(userName) },
    }),
  );
}

export { MIX };
