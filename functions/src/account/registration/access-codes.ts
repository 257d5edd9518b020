import { randomInt } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ACCESS_CODE_LENGTH, AccessCodeRow, RegistrationMsg } from '@beewatch/shared';
import { documentClient } from '../../lib/aws.js';
import { env } from '../../lib/env.js';
import { ValidationError } from '../../lib/errors.js';

/**
 * Access codes in the account table (issue 3): pk `ACCESSCODE#<CODE>`, sk `ACCESSCODE`, listed
 * newest first by the byKind index (kind `ACCESSCODE`, kindSort `<CreatedAt ISO>#<CODE>`).
 * A code grants a role and a subscription expiry (ExpiryDate, ISO 8601) to at most MaxUses
 * registrations or renewals; Uses counts them. Registration (slice 2) and renewal (slice 1)
 * take a use with takeAccessCodeUse and give it back with giveBackAccessCodeUse on failure.
 */
export type AccessCode = AccessCodeRow;
export const AccessCode = AccessCodeRow;

/** Unambiguous alphabet: no 0/O, 1/I/L, so a code read aloud or from paper types right. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** byKind partition of every access code (sorted `<CreatedAt ISO>#<CODE>`). */
export const ACCESS_CODE_KIND = 'ACCESSCODE';
const KIND = ACCESS_CODE_KIND;
const table = () => env().ACCOUNT_TABLE;
const keyOf = (code: string) => ({ pk: `ACCESSCODE#${code.trim().toUpperCase()}`, sk: 'ACCESSCODE' });
const isConditionFailure = (err: unknown) => (err as Error).name === 'ConditionalCheckFailedException';

/** A new random code of ACCESS_CODE_LENGTH characters (crypto-random, uniform over ALPHABET). */
export function newAccessCode(): string {
  let code = '';
  for (let i = 0; i < ACCESS_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** The access code (case-insensitive), or undefined. */
export async function getAccessCode(code: string): Promise<AccessCode | undefined> {
  const out = await documentClient().send(new GetCommand({ TableName: table(), Key: keyOf(code) }));
  return out.Item ? AccessCode.parse(out.Item) : undefined;
}

/** Why a code cannot be used now (spec-style message), or null when it can. */
export function unusableReason(code: AccessCode | undefined, now = new Date()): string | null {
  if (!code) return RegistrationMsg.accessCodeNotValid;
  if (code.ExpiryDate <= now.toISOString()) return RegistrationMsg.accessCodeExpired;
  if (code.Uses >= code.MaxUses) return RegistrationMsg.accessCodeUsedUp;
  return null;
}

/**
 * Takes one use of a code with a conditional update (Uses < MaxUses and ExpiryDate after now),
 * so concurrent registrations can never use it beyond its limits. Returns the code after the
 * update; ValidationError (400) with a clear message when it is unknown, expired or used up.
 */
export async function takeAccessCodeUse(code: string, now = new Date()): Promise<AccessCode> {
  try {
    const out = await documentClient().send(
      new UpdateCommand({
        TableName: table(),
        Key: keyOf(code),
        UpdateExpression: 'SET Uses = Uses + :one',
        ConditionExpression: 'attribute_exists(pk) AND Uses < MaxUses AND ExpiryDate > :now',
        ExpressionAttributeValues: { ':one': 1, ':now': now.toISOString() },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return AccessCode.parse(out.Attributes);
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    throw new ValidationError(
      unusableReason(await getAccessCode(code), now) ?? RegistrationMsg.accessCodeUsedUp,
    );
  }
}

/** Gives back a use taken by takeAccessCodeUse (the registration or renewal failed afterwards). */
export async function giveBackAccessCodeUse(code: string): Promise<void> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: table(),
        Key: keyOf(code),
        UpdateExpression: 'SET Uses = Uses - :one',
        ConditionExpression: 'attribute_exists(pk) AND Uses > :zero',
        ExpressionAttributeValues: { ':one': 1, ':zero': 0 },
      }),
    );
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
  }
}

/** What an administrator asks for (validated by GenerateAccessCodeRequest). ExpiryDate: ISO 8601. */
export interface NewAccessCode {
  RoleID: number;
  ExpiryDate: string;
  MaxUses: number;
  PurchaserEmail: string | null;
  CreatedBy: string;
}

/**
 * Creates a code with a fresh random value, unique by condition (attribute_not_exists); on the
 * rare collision it draws again (60 bits of randomness: collisions are practically never).
 */
export async function createAccessCode(input: NewAccessCode, now = new Date()): Promise<AccessCode> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const item: AccessCode = {
      AccessCode: newAccessCode(),
      RoleID: input.RoleID,
      ExpiryDate: input.ExpiryDate,
      MaxUses: input.MaxUses,
      Uses: 0,
      PurchaserEmail: input.PurchaserEmail,
      CreatedBy: input.CreatedBy,
      CreatedAt: now.toISOString(),
    };
    try {
      await documentClient().send(
        new PutCommand({
          TableName: table(),
          Item: {
            ...keyOf(item.AccessCode),
            kind: KIND,
            kindSort: `${item.CreatedAt}#${item.AccessCode}`,
            ...item,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      return item;
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
    }
  }
  throw new Error('Could not draw a unique access code');
}

/** A page of codes, newest first (Query on byKind), continuing after `startKey`. */
export async function listAccessCodePage(limit: number, startKey?: Record<string, unknown>) {
  const out = await documentClient().send(
    new QueryCommand({
      TableName: table(),
      IndexName: 'byKind',
      KeyConditionExpression: 'kind = :k',
      ExpressionAttributeValues: { ':k': KIND },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  return {
    items: (out.Items ?? []).map((item) => AccessCode.parse(item)),
    lastKey: out.LastEvaluatedKey,
  };
}
