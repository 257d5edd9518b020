import * as z from 'zod/mini';

/**
 * The verification code entity of the account table: one live code per user and purpose,
 * pk `CODE#<lower user name>`, sk the purpose. Only the code's hash is stored, with its end
 * (`expiresAtMs`, checked on read) and a DynamoDB TTL (`expiresAt`, seconds) that deletes it
 * later; `attempts` counts wrong answers to this code. The erasure job deletes the partition.
 */
export type CodePurpose = 'login' | 'enable-two-step' | 'reset-password' | 'unsubscribe' | 'change-email';

/** The partition of a user's codes. */
export const codePartition = (userName: string) => `CODE#${userName.toLowerCase()}`;

/** The key of a user's code for a purpose. */
export const verificationCodeKey = (purpose: CodePurpose, userName: string) => ({
  pk: codePartition(userName),
  sk: purpose,
});

/** A stored code: its hash, the wrong answers so far and its end (epoch ms). */
export const StoredCode = z.object({
  codeHash: z.string(),
  attempts: z.number().check(z.int()),
  expiresAtMs: z.number(),
});
export type StoredCode = z.infer<typeof StoredCode>;

/** A new code as stored (no wrong answer yet), ending at `expiresAtMs`. */
export const verificationCodeItemOf = (
  purpose: CodePurpose,
  userName: string,
  codeHash: string,
  expiresAtMs: number,
) => ({
  ...verificationCodeKey(purpose, userName),
  codeHash,
  attempts: 0,
  expiresAtMs,
  expiresAt: Math.ceil(expiresAtMs / 1000),
});

/** The stored code of an item, or undefined when there is none. @throws ZodError on a malformed item. */
export const parseStoredCode = (item: unknown): StoredCode | undefined =>
  item ? StoredCode.parse(item) : undefined;
