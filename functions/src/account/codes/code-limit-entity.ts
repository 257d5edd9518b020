import { createHash } from 'node:crypto';
import type { CodePurpose } from './verification-code-entity.js';

/**
 * The counters behind the verification code limits (code-limits.ts), in the account table:
 * - codes sent to a user name per flow in a clock hour: pk `RATE#code#<purpose>#<lower name>`,
 *   sk `<yyyy-mm-ddThh>`, `n` the count;
 * - codes sent for a client address in a clock hour, all flows: pk `RATE#code-client#<sha-256 of
 *   the address, base64url>` (the address itself is never stored), sk `<yyyy-mm-ddThh>`;
 * - the guard of an account's code flow: pk `CODEGUARD#<lower name>`, sk the purpose, with the
 *   wrong guesses `n` of the current step, the earlier lockouts `step` and `lockedUntil` (ms).
 * Every item carries a DynamoDB TTL (`expiresAt`, seconds) set by the writer.
 */
const hourOf = (now: number) => new Date(now).toISOString().slice(0, 13);

/** The hourly counter of codes sent to a user name for a flow, for the hour holding `now` (ms). */
export const userIssueCounterKey = (purpose: CodePurpose, userName: string, now: number) => ({
  pk: `RATE#code#${purpose}#${userName.trim().toLowerCase()}`,
  sk: hourOf(now),
});

/** The hourly counter of codes sent for a client address, for the hour holding `now` (ms). */
export const clientIssueCounterKey = (clientIp: string, now: number) => ({
  pk: `RATE#code-client#${createHash('sha256').update(clientIp).digest('base64url')}`,
  sk: hourOf(now),
});

/** The guard of a user's code flow. */
export const codeGuardKey = (purpose: CodePurpose, userName: string) => ({
  pk: `CODEGUARD#${userName.trim().toLowerCase()}`,
  sk: purpose,
});

/** The guard's attribute counting the wrong guesses of the current lockout step. */
export const CODE_GUARD_TRIES = 'n';
