/**
 * The pesticide entities of the site table: a field `FIELD#<id>` / `FIELD` (byOwner
 * `FIELD#<user>`), and a treatment schedule, which IS its spray notification,
 * `SPRAY#<id>` / `SPRAY` (byOwner `SPRAY#<user>`, byKind `SPRAY`, byCell `SPRAY#<geohash 5>`).
 */
export const FIELD = 'FIELD';
export const SPRAY = 'SPRAY';
export const fieldKey = (id: string) => ({ pk: `FIELD#${id}`, sk: 'FIELD' });
export const scheduleKey = (id: string) => ({ pk: `SPRAY#${id}`, sk: 'SPRAY' });
/** AlertId of a schedule version's spray alert: a retried save of the same version sends nothing twice. */
export const sprayAlertId = (id: string, version: number) => `SPRAY#${id}#v${version}`;
