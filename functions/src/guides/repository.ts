import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { GuideAdminItem } from '@beewatch/shared';
import { documentClient } from '../lib/aws.js';
import { queryAll, writeIf } from '../lib/dynamo.js';
import { env } from '../lib/env.js';
import { GUIDE_ITEM_PREFIX, guideItemKey, guidePartition } from './guide-entity.js';

/**
 * User guide items in the content table (keys: guide-entity.ts).
 * A role's guide in one language is one partition, read by one Query (a guide has tens of items,
 * ordered by SortOrder in memory).
 */
const table = () => env().CONTENT_TABLE;
const pkOf = guidePartition;
const keyOf = guideItemKey;

/** The items of one role and language, by SortOrder then header. */
export async function listGuide(roleId: number, languageId: number): Promise<GuideAdminItem[]> {
  const items = (
    await queryAll({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :item)',
      ExpressionAttributeValues: { ':pk': pkOf(roleId, languageId), ':item': GUIDE_ITEM_PREFIX },
    })
  ).map((i) => GuideAdminItem.parse(i));
  return items.sort((a, b) => a.SortOrder - b.SortOrder || a.LinkHeader.localeCompare(b.LinkHeader));
}

export async function getGuideItem(
  roleId: number,
  languageId: number,
  detailsId: string,
): Promise<GuideAdminItem | undefined> {
  const out = await documentClient().send(
    new GetCommand({ TableName: table(), Key: keyOf(roleId, languageId, detailsId) }),
  );
  return out.Item ? GuideAdminItem.parse(out.Item) : undefined;
}

/**
 * Writes an item. `mode` 'create' never overwrites (seeding and adds); 'update' only replaces an
 * existing item. Returns false when that condition failed (nothing written).
 */
export async function putGuideItem(item: GuideAdminItem, mode: 'create' | 'update'): Promise<boolean> {
  return writeIf(
    new PutCommand({
      TableName: table(),
      Item: { ...keyOf(item.RoleID, item.LanguageID, item.DetailsID), ...GuideAdminItem.parse(item) },
      ConditionExpression: mode === 'create' ? 'attribute_not_exists(pk)' : 'attribute_exists(pk)',
    }),
  );
}

/** Deletes an item; false when it did not exist. */
export async function deleteGuideItem(
  roleId: number,
  languageId: number,
  detailsId: string,
): Promise<boolean> {
  return writeIf(
    new DeleteCommand({
      TableName: table(),
      Key: keyOf(roleId, languageId, detailsId),
      ConditionExpression: 'attribute_exists(pk)',
    }),
  );
}
