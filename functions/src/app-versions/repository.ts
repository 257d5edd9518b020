import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { AppVersion } from '@beewatch/shared';
import { documentClient } from '../lib/aws.js';
import { transact, writeIf, byKind, queryPage, getParsed } from '../lib/dynamo.js';
import { env } from '../lib/env.js';
import { decodePageToken, encodePageToken } from '../lib/page-token.js';
import { APP_VERSION_KIND, fileItemOf, fileKey, versionItemOf, versionKey } from './app-version-entity.js';

/**
 * App versions in the content table (keys: app-version-entity.ts): admin/appversionlist is one
 * Query on byKind, newest first; a folder holds a file name once (conditional put on the file
 * key), and downloadapk finds it with one GetItem.
 */
const table = () => env().CONTENT_TABLE;
const LIST_INDEX = `byKind:${APP_VERSION_KIND}`;

/** Creates a version and its file key in one transaction; false when the folder already has the file. */
export async function createAppVersion(v: AppVersion): Promise<boolean> {
  const outcome = await transact([
    {
      Put: {
        TableName: table(),
        Item: fileItemOf(v),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: table(),
        Item: versionItemOf(v),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ]);
  return outcome.ok;
}

export async function getAppVersion(id: string): Promise<AppVersion | undefined> {
  return getParsed(table(), versionKey(id), (i) => AppVersion.parse(i));
}

/** The version that owns `<folder>/<file>`, or undefined. */
export async function appVersionOfFile(folder: string, file: string): Promise<AppVersion | undefined> {
  const out = await documentClient().send(new GetCommand({ TableName: table(), Key: fileKey(folder, file) }));
  const id = out.Item?.AppVersionID as string | undefined;
  return id ? getAppVersion(id) : undefined;
}

/** Updates the given attributes of an existing version; false when it does not exist. */
export async function updateAppVersion(id: string, changes: Partial<AppVersion>): Promise<boolean> {
  const entries = Object.entries(changes).filter(([, v]) => v !== undefined);
  return writeIf(
    new UpdateCommand({
      TableName: table(),
      Key: versionKey(id),
      UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: Object.fromEntries(entries.map(([k], i) => [`#f${i}`, k])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v])),
    }),
  );
}

/** One page of versions, newest first. */
export async function listAppVersions(
  limit: number,
  nextToken: string | undefined,
): Promise<{ items: AppVersion[]; nextToken: string | null }> {
  const page = await queryPage(
    byKind(table(), APP_VERSION_KIND, {
      newestFirst: true,
      limit,
      startKey: nextToken ? decodePageToken(nextToken, LIST_INDEX) : undefined,
    }),
  );
  return {
    items: page.items.map((i) => AppVersion.parse(i)),
    nextToken: encodePageToken(LIST_INDEX, page.lastKey),
  };
}
