import * as z from 'zod/mini';
import { ValidationError } from '../lib/errors.js';

/**
 * NextToken: the DynamoDB key to continue from, bound to the index it came from so a token
 * cannot be replayed against another filter or sort. base64url JSON; not secret (the caller
 * may only read what the route already lets it read).
 */
const Token = z.object({ i: z.string(), k: z.record(z.string(), z.string()) });

export function encodePageToken(index: string, key: Record<string, unknown> | undefined): string | null {
  if (!key) return null;
  return Buffer.from(JSON.stringify({ i: index, k: key })).toString('base64url');
}

/** Decodes a NextToken for `index`; throws ValidationError when malformed or for another index. */
export function decodePageToken(token: string, index: string): Record<string, string> {
  let parsed;
  try {
    parsed = Token.parse(JSON.parse(Buffer.from(token, 'base64url').toString()));
  } catch {
    throw new ValidationError('Invalid NextToken');
  }
  if (parsed.i !== index) throw new ValidationError('NextToken belongs to another filter or sort');
  return parsed.k;
}
