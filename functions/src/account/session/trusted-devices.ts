import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { DEVICE_TRUST_MS } from '@beewatch/shared';
import { documentClient } from '../../lib/aws.js';
import { env } from '../../lib/env.js';
import { parseTrustedDevice, trustedDeviceItemOf, trustedDeviceKey } from './trusted-device-entity.js';

/**
 * Devices trusted after a correct code with 'don't send verification code for this device'
 * (spec §4), for DEVICE_TRUST_MS (3 days, spec §9); stored as trusted-device-entity.ts says.
 */

/** Trusts a device of a user for DEVICE_TRUST_MS from `now` (ms). */
export async function trustDevice(userName: string, deviceKey: string, now = Date.now()): Promise<void> {
  await documentClient().send(
    new PutCommand({
      TableName: env().ACCOUNT_TABLE,
      Item: trustedDeviceItemOf(userName, deviceKey, now + DEVICE_TRUST_MS),
    }),
  );
}

/** Whether the user trusted this device less than DEVICE_TRUST_MS before `now` (ms). */
export async function isDeviceTrusted(
  userName: string,
  deviceKey: string,
  now = Date.now(),
): Promise<boolean> {
  const out = await documentClient().send(
    new GetCommand({ TableName: env().ACCOUNT_TABLE, Key: trustedDeviceKey(userName, deviceKey) }),
  );
  const device = parseTrustedDevice(out.Item);
  return Boolean(device && device.expiresAtMs > now);
}
