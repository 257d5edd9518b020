import * as z from 'zod/mini';

/**
 * The anonymous conversation between a beekeeper and the farmer of a spray notification (site
 * table; BeeConnected: "beekeeper and farmer can also use the platform to communicate
 * anonymously"):
 * - the thread  `SPRAYTHREAD#<ThreadID>` / `THREAD`: who the two sides are (never shown);
 * - its lookup  `SPRAY#<SprayNotificationID>` / `THREAD#<lower beekeeper>` → ThreadID, one
 *   thread per beekeeper and notification;
 * - a message   `SPRAYTHREAD#<ThreadID>` / `MSG#<ISO instant>#<ulid>`, in order.
 * Kept a year (TTL), like the alert it answers.
 */
export const CONVERSATION_TTL_S = 365 * 24 * 3600;
export const threadKey = (threadId: string) => ({ pk: `SPRAYTHREAD#${threadId}`, sk: 'THREAD' });
export const threadLookupKey = (sprayId: string, beekeeper: string) => ({
  pk: `SPRAY#${sprayId}`,
  sk: `THREAD#${beekeeper.toLowerCase()}`,
});
export const messageKey = (threadId: string, at: string, id: string) => ({
  pk: `SPRAYTHREAD#${threadId}`,
  sk: `MSG#${at}#${id}`,
});
export const MESSAGE_PREFIX = 'MSG#';

export const StoredThread = z.object({
  ThreadID: z.string(),
  SprayNotificationID: z.string(),
  BeekeeperUserName: z.string(),
  FarmerUserName: z.string(),
  TreatmentDate: z.string(),
  Product: z.string(),
  CreatedAt: z.string(),
});
export type StoredThread = z.infer<typeof StoredThread>;

export const StoredThreadMessage = z.object({
  At: z.string(),
  Side: z.enum(['beekeeper', 'farmer']),
  Body: z.string(),
});
export type StoredThreadMessage = z.infer<typeof StoredThreadMessage>;
