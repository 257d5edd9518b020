import { queryAll, byOwner } from '../lib/dynamo.js';
import { env } from '../lib/env.js';

/**
 * The site table's access (infra/lib/tables.ts SITE_TABLE): items keyed `pk`/`sk`,
 * a user's own items on byOwner (`owner` = `<KIND>#<lower user name>`), located items on byCell
 * (geo/cells.ts), notifications by date on byKind.
 */
export const siteTable = () => env().SITE_TABLE;

/** The byOwner partition of a user's items of a kind (user names are case-insensitive). */
export const ownerOf = (kind: string, userName: string) => `${kind}#${userName.toLowerCase()}`;

/** Items of a user's own kind on byOwner, in ownerSort order. */
export function queryOwned(kind: string, userName: string, range?: { from: string; to: string }) {
  return queryAll(
    byOwner(siteTable(), ownerOf(kind, userName), range ? { between: [range.from, range.to] } : {}),
  );
}
