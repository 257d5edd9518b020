import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { env } from '../../lib/env.js';

/** Bytes of the session cookie key (A256GCM: 256 bits). */
const KEY_BYTES = 32;

let cached: Promise<Uint8Array> | undefined;

/**
 * The 256-bit key that encrypts the session cookie, read once per cold start: in AWS from the
 * Secrets Manager secret SESSION_COOKIE_SECRET_ARN (its string, hashed to 32 bytes with
 * SHA-256); locally from SESSION_COOKIE_KEY_FILE, generated there (mode 600) on first use.
 * Throws when neither is configured: a session must never fall back to an unsigned cookie.
 */
export function sessionCookieKey(): Promise<Uint8Array> {
  cached ??= loadKey().catch((err: unknown) => {
    cached = undefined; // a transient Secrets Manager failure is retried on the next request
    throw err;
  });
  return cached;
}

async function loadKey(): Promise<Uint8Array> {
  const { SESSION_COOKIE_SECRET_ARN: arn, SESSION_COOKIE_KEY_FILE: file } = env();
  if (arn) {
    const out = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: arn }));
    if (!out.SecretString) throw new Error('The session cookie secret is empty');
    return new Uint8Array(createHash('sha256').update(out.SecretString).digest());
  }
  if (file) return new Uint8Array(readOrCreateKeyFile(file));
  throw new Error('No session cookie key: set SESSION_COOKIE_SECRET_ARN or SESSION_COOKIE_KEY_FILE');
}

function readOrCreateKeyFile(file: string): Buffer {
  try {
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    // 'wx': when two processes race, the first file wins and both read it.
    writeFileSync(file, randomBytes(KEY_BYTES).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
}
