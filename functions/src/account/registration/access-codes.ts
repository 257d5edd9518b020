import { randomInt } from 'node:crypto';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ACCESS_CODE_LENGTH, RegistrationMsg } from '@beewatch/shared';
import { documentClient } from '../../lib/aws.js';
import { isConditionFailed, byKind, queryPage, getParsed } from '../../lib/dynamo.js';
import { env } from '../../lib/env.js';
import { ValidationError } from '../../lib/errors.js';
import {
  ACCESS_CODE_KIND,
  accessCodeItemOf,
  accessCodeKey,
  parseAccessCode,
  type AccessCode,
} from './access-code-entity.js';

/**
 * Access codes (access-code-entity.ts): drawn by an administrator, read when registering or
 * renewing. Registration and renewal take a use with takeAccessCodeUse and give it back with
 * giveBackAccessCodeUse when what follows fails.
 */
export type { AccessCode } from './access-code-entity.js';

/** Unambiguous alphabet: no 0/O, 1/I/L, so a code read aloud or from paper types right. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const table = () => env().ACCOUNT_TABLE;

/** A new random code of ACCESS_CODE_LENGTH characters (crypto-random, uniform over ALPHABET). */
export function newAccessCode(): string {
  let code = '';
  for (let i = 0; i < ACCESS_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** The access code (case-insensitive), or undefined. */
export async function getAccessCode(code: string): Promise<AccessCode | undefined> {
  return getParsed(table(), accessCodeKey(code), parseAccessCode);
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
        Key: accessCodeKey(code),
        UpdateExpression: 'SET Uses = Uses + :one',
        ConditionExpression: 'attribute_exists(pk) AND Uses < MaxUses AND ExpiryDate > :now',
        ExpressionAttributeValues: { ':one': 1, ':now': now.toISOString() },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return parseAccessCode(out.Attributes);
  } catch (err) {
    if (!isConditionFailed(err)) throw err;
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
        Key: accessCodeKey(code),
        UpdateExpression: 'SET Uses = Uses - :one',
        ConditionExpression: 'attribute_exists(pk) AND Uses > :zero',
        ExpressionAttributeValues: { ':one': 1, ':zero': 0 },
      }),
    );
  } catch (err) {
    if (!isConditionFailed(err)) throw err;
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
          Item: accessCodeItemOf(item),
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      return item;
    } catch (err) {
      if (!isConditionFailed(err)) throw err;
    }
  }
  throw new Error('Could not draw a unique access code');
}

/** A page of codes, newest first (Query on byKind), continuing after `startKey`. */
export async function listAccessCodePage(limit: number, startKey?: Record<string, unknown>) {
  const page = await queryPage(byKind(table(), ACCESS_CODE_KIND, { newestFirst: true, limit, startKey }));
  return { items: page.items.map((item) => parseAccessCode(item)), lastKey: page.lastKey };
}
