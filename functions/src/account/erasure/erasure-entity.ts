import * as z from 'zod/mini';

/**
 * The pending erasure entity of the account table: one partition, pk `ERASURE`, sk
 * `<yyyy-mm-dd due>#<lower user name>`, written when a user unsubscribes (in the same
 * transaction as the profile's UnsubscribedAt) and deleted by the daily job once the account is
 * erased. "Due by today" is one Query: sk before `<today>~` ('~' sorts after '#').
 */
const ERASURE_PARTITION = 'ERASURE';

/** The key of a user's pending erasure, due on `dueOn` (yyyy-mm-dd). */
export const erasureKey = (dueOn: string, userName: string) => ({
  pk: ERASURE_PARTITION,
  sk: `${dueOn}#${userName.toLowerCase()}`,
});

/** A pending erasure as stored. */
export const erasureItemOf = (dueOn: string, userName: string) => ({
  ...erasureKey(dueOn, userName),
  UserName: userName,
  DueOn: dueOn,
});

/**
 * The Query bounds of the erasures due on or before `today` (yyyy-mm-dd): the partition and the
 * exclusive upper bound of sk.
 */
export const erasuresDueBy = (today: string) => ({ pk: ERASURE_PARTITION, skBefore: `${today}~` });

/** A pending erasure as read: its key (to delete it) and the user name as registered. */
export const ErasureItem = z.object({ pk: z.string(), sk: z.string(), UserName: z.string() });
export type ErasureItem = z.infer<typeof ErasureItem>;

/** @throws ZodError on a malformed item. */
export const parseErasureItem = (item: unknown): ErasureItem => ErasureItem.parse(item);
