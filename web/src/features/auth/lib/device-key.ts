import { DEVICE_TRUST_MS } from '@beewatch/shared';

/** Cookie holding the trusted-device key ('don't send verification code for this device', spec §4). */
export const DEVICE_COOKIE = 'beewatch_device';

/** The trusted-device key of this browser, or null. */
export function readDeviceKey(): string | null {
  const pair = document.cookie.split('; ').find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
  const value = pair ? decodeURIComponent(pair.slice(DEVICE_COOKIE.length + 1)) : '';
  return value || null;
}

/** A new random device key: 128 bits from the platform CSPRNG, hex encoded. */
export function newDeviceKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function secureFlag(): string {
  return location.protocol === 'https:' ? '; Secure' : '';
}

/** Keeps the key for 3 days (spec §9: 259200000 ms). */
export function storeDeviceKey(key: string): void {
  const maxAge = Math.floor(DEVICE_TRUST_MS / 1000);
  document.cookie = `${DEVICE_COOKIE}=${encodeURIComponent(key)}; Max-Age=${maxAge}; Path=/; SameSite=Strict${secureFlag()}`;
}

/** Forgets the key: the next sign-in asks for a verification code again. */
export function clearDeviceKey(): void {
  document.cookie = `${DEVICE_COOKIE}=; Max-Age=0; Path=/; SameSite=Strict${secureFlag()}`;
}
