import { byOwner, queryPages } from '../lib/dynamo.js';
import { env } from '../lib/env.js';
import { alertedOwner } from './report-entity.js';

/**
 * How many swarms a collector was alerted about since `sinceIso` (reports created from then on):
 * a Select COUNT Query on the collector's alert list (byOwner `SWARMALERT#<user>`), paged.
 */
export async function countAlertsSince(userName: string, sinceIso: string): Promise<number> {
  let count = 0;
  for await (const page of queryPages({
    ...byOwner(env().SITE_TABLE, alertedOwner(userName), { since: sinceIso }),
    Select: 'COUNT',
  }))
    count += page.Count ?? 0;
  return count;
}
