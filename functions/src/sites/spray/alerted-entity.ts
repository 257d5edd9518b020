import * as z from 'zod/mini';
import { ownerOf } from '../store.js';

/**
 * Who a spray notification alerted, one item per beekeeper (site table): `SPRAY#<id>` /
 * `ALERTED#<lower user>`, on byOwner `SPRAYALERTED#<lower user>` sorted by `<TreatmentDate>#<id>`,
 * so a beekeeper's alerts in a date range are one Query (home: the next 7 days; the history). The
 * latest alerted version rewrites it. Kept a year (TTL), like the send records of the alert.
 */
export const SPRAY_ALERTED = 'SPRAYALERTED';
export const SPRAY_ALERTED_TTL_S = 365 * 24 * 3600;

export const StoredSprayAlerted = z.object({
  SprayNotificationID: z.string(),
  UserName: z.string(),
  /** The beekeeper's nearest apiary when alerted, and its distance (metres) to the field. */
  ApiaryName: z.string(),
  DistanceM: z.number(),
  TreatmentDate: z.string(),
  Version: z.number(),
  /** ISO instant of the alert of this version. */
  AlertedAt: z.string(),
});
export type StoredSprayAlerted = z.infer<typeof StoredSprayAlerted>;

export const sprayAlertedKey = (id: string, userName: string) => ({
  pk: `SPRAY#${id}`,
  sk: `ALERTED#${userName.toLowerCase()}`,
});

export const sprayAlertedItemOf = (a: StoredSprayAlerted, nowS: number) => ({
  ...sprayAlertedKey(a.SprayNotificationID, a.UserName),
  ...a,
  owner: ownerOf(SPRAY_ALERTED, a.UserName),
  ownerSort: `${a.TreatmentDate}#${a.SprayNotificationID}`,
  expiresAt: nowS + SPRAY_ALERTED_TTL_S,
});
