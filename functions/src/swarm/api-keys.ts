import { randomBytes } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ApiKeyValue, GenerateApiKeyRequest, SWARM_API_KEY_HEADER, SwarmMsg } from '@beewatch/shared';
import type * as z from 'zod/mini';
import { documentClient } from '../lib/aws.js';
import { isConditionFailed, byKind, queryPage } from '../lib/dynamo.js';
import { env } from '../lib/env.js';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../lib/errors.js';
import type { Actor } from '../lib/actor.js';
import { decodePageToken, encodePageToken } from '../lib/page-token.js';
import { API_KEY_KIND, apiKeyItemOf, apiKeyKey, parseApiKey, type ApiKeyRecord } from './api-key-entity.js';

/**
 * API keys of the public swarm form, in the site table (api-key-entity.ts).
 *
 * A key is a public identifier, not a secret: it sits in the embed URL of the owner's page
 * (spec §2.1 `home/swarmapi/{key}`) for anyone to read. What protects it is the binding to one
 * allowed origin (the only site that may frame the form), the per-key-and-address rate limit,
 * and revocation — so it is stored as is, and administrators can read it back to hand it out.
 */
export type { ApiKeyRecord } from './api-key-entity.js';

/** A new key: `bwk_` + 24 random bytes in base64url (32 characters). */
export function newApiKey(): string {
  return `bwk_${randomBytes(24).toString('base64url')}`;
}

/** The record of a key, or undefined (malformed keys are simply unknown). */
export async function getApiKey(apiKey: string): Promise<ApiKeyRecord | undefined> {
  if (!ApiKeyValue.safeParse(apiKey).success) return undefined;
  const out = await documentClient().send(
    new GetCommand({ TableName: env().SITE_TABLE, Key: apiKeyKey(apiKey) }),
  );
  return out.Item ? parseApiKey(out.Item) : undefined;
}

/**
 * The web origin a call came from: its `Origin` header, else the origin of its `Referer` (a
 * browser sends no Origin on a same-origin GET); undefined when it has neither.
 */
export function callerOriginOf(headers: Record<string, string | undefined>): string | undefined {
  const origin = headers.origin?.trim();
  if (origin && origin !== 'null') return origin;
  try {
    return headers.referer ? new URL(headers.referer).origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The active key of a request's HeaderToken header (API Gateway lower-cases header names), called
 * from an origin the key admits: UnauthorizedError when missing or unknown, ForbiddenError when
 * revoked or when the caller's origin (callerOriginOf) is neither the portal's own (the form page
 * at home/swarmapi/{key}, framed by the allowed site) nor the key's AllowedOrigin (that site
 * calling the API itself). Checked on every public swarm call before anything is stored.
 */
export async function requireActiveKey(headers: Record<string, string | undefined>): Promise<ApiKeyRecord> {
  const header = headers[SWARM_API_KEY_HEADER.toLowerCase()];
  const callerOrigin = callerOriginOf(headers);
  const apiKey = header?.trim();
  if (!apiKey) throw new UnauthorizedError(SwarmMsg.apiKeyMissing);
  const record = await getApiKey(apiKey);
  if (!record) throw new UnauthorizedError(SwarmMsg.apiKeyUnknown);
  if (record.RevokedAt) throw new ForbiddenError(SwarmMsg.apiKeyRevoked);
  const admitted = [new URL(env().SITE_URL).origin, record.AllowedOrigin];
  if (!callerOrigin || !admitted.includes(callerOrigin)) throw new ForbiddenError(SwarmMsg.apiKeyWrongOrigin);
  return record;
}

/** Creates a key for `Owner`, frameable by `AllowedOrigin` only (admin/GenerateApiKey). */
export async function generateApiKey(
  actor: Actor,
  req: z.output<typeof GenerateApiKeyRequest>,
  apiKey = newApiKey(),
): Promise<ApiKeyRecord> {
  const row: ApiKeyRecord = {
    ApiKey: apiKey,
    Owner: req.Owner,
    AllowedOrigin: req.AllowedOrigin,
    CreatedBy: actor.userName,
    CreatedAt: new Date().toISOString(),
    RevokedAt: null,
    RevokedBy: null,
  };
  await documentClient().send(
    new PutCommand({
      TableName: env().SITE_TABLE,
      Item: apiKeyItemOf(row),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return row;
}

/** Seeds a key with a fixed value unless it exists (local demo only). */
export async function ensureApiKey(
  apiKey: string,
  req: z.input<typeof GenerateApiKeyRequest>,
  createdBy: string,
): Promise<void> {
  if (await getApiKey(apiKey)) return;
  await generateApiKey(
    { userId: 'seed', userName: createdBy, roleName: 'Administrator', roleId: 1 },
    GenerateApiKeyRequest.parse(req),
    apiKey,
  );
}

/** A page of keys, newest first (admin/ApiKeyList). */
export async function listApiKeys(limit: number, nextToken: string | null | undefined) {
  const page = await queryPage(
    byKind(env().SITE_TABLE, API_KEY_KIND, {
      newestFirst: true,
      limit,
      startKey: nextToken ? decodePageToken(nextToken, 'apikeys') : undefined,
    }),
  );
  return {
    rows: page.items.map((item) => parseApiKey(item)),
    nextToken: encodePageToken('apikeys', page.lastKey),
  };
}

/** Revokes a key for good (idempotent); NotFoundError for an unknown key. */
export async function revokeApiKey(actor: Actor, apiKey: string): Promise<ApiKeyRecord> {
  try {
    const out = await documentClient().send(
      new UpdateCommand({
        TableName: env().SITE_TABLE,
        Key: apiKeyKey(apiKey),
        UpdateExpression:
          'SET RevokedAt = if_not_exists(RevokedAt, :at), RevokedBy = if_not_exists(RevokedBy, :by)',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':at': new Date().toISOString(), ':by': actor.userName },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return parseApiKey(out.Attributes ?? {});
  } catch (err) {
    if (isConditionFailed(err)) throw new NotFoundError(SwarmMsg.apiKeyNotFound);
    throw err;
  }
}
