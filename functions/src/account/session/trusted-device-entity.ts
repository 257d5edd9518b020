import { createHash } from 'node:crypto';
import * as z from 'zod/mini';

/**
 * The trusted device entity of the account table: pk `DEVICE#<lower user name>`, sk the SHA-256
 * (hex) of the device key the browser holds (the key itself is never stored), trusted until
 * `expiresAtMs` (checked on read) with a DynamoDB TTL (`expiresAt`, seconds) that deletes it
 * later. The erasure job deletes the partition.
 */

/** The partition of a user's trusted devices. */
export const devicePartition = (userName: string) => `DEVICE#${userName.toLowerCase()}`;

/** The key of one device of a user. */
export const trustedDeviceKey = (userName: string, deviceKey: string) => ({
  pk: devicePartition(userName),
  sk: createHash('sha256').update(deviceKey).digest('hex'),
});

/** A device trusted until `expiresAtMs` (epoch ms), as stored. */
export const trustedDeviceItemOf = (userName: string, deviceKey: string, expiresAtMs: number) => ({
  ...trustedDeviceKey(userName, deviceKey),
  expiresAtMs,
  expiresAt: Math.ceil(expiresAtMs / 1000),
});

/** A stored device's trust: its end (epoch ms). */
export const TrustedDevice = z.object({ expiresAtMs: z.number() });
export type TrustedDevice = z.infer<typeof TrustedDevice>;

/** The trust of an item, or undefined when there is none. @throws ZodError on a malformed item. */
export const parseTrustedDevice = (item: unknown): TrustedDevice | undefined =>
  item ? TrustedDevice.parse(item) : undefined;
