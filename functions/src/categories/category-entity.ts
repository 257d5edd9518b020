import { foldForSort } from '../tracking/index.js';

/**
 * The category name guard of the tracking table: `CATNAME#<folded name>` / `CATNAME`, written in
 * the same transaction as the category so two categories never share a name. The category item
 * itself is keyed in tracking/keys.ts, beside the record counters it shares a partition scheme with.
 */
export const nameGuardKey = (name: string) => ({ pk: `CATNAME#${foldForSort(name)}`, sk: 'CATNAME' });
