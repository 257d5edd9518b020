import { createHash } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { DEVICE_TRUST_MS } from '@beewatch/shared';
import { documentClient } from '../../lib/aws.js';
import { env } from '../../lib/env.js';

/**
 * Devices trusted after a correct code with 'don't send verification code for this device'
 * (spec §4): the device key's hash per user, for DEVICE_TRUST_MS (3 days, spec §9).
 */
const keyOf = (userName: string, deviceKey: string) => ({
  pk: `DEVICE#${userName.toLowerCase()}`,
  sk: createHash('sha256').update(deviceKey).digest('hex'),
});

export async function trustDevice(userName: string, deviceKey: string, now = Date.now()): Promise<void> {
  await documentClient().send(
    new PutCommand({
      TableName: env().ACCOUNT_TABLE,
      Item: {
        ...keyOf(userName, deviceKey),
        expiresAtMs: now + DEVICE_TRUST_MS,
        expiresAt: Math.ceil((now + DEVICE_TRUST_MS) / 1000),
      },
    }),
  );
}

export async function isDeviceTrusted(
  userName: string,
  deviceKey: string,
  now = Date.now(),
): Promise<boolean> {
  const out = await documentClient().send(
    new GetCommand({ TableName: env().ACCOUNT_TABLE, Key: keyOf(userName, deviceKey) }),
  );
  return Boolean(out.Item && Number(out.Item.expiresAtMs) > now);
}
