/**
 * The pesticide entities of the site table: a field `FIELD#<id>` / `FIELD` (byOwner
 * `FIELD#<user>`), and a treatment schedule, which IS its spray notification,
 * `SPRAY#<id>` / `SPRAY` (byOwner `SPRAY#<user>`, byKind `SPRAY`, byCell `SPRAY#<geohash 5>`),
 * and a pesticide user's treatment activity `TREATACT#<user>` / `TREATACT`: how many fields they
 * have and their schedules dated this year or later (date, time of day, status by schedule id),
 * written in the same transaction as each field or schedule so the relations list reads one item
 * per user instead of two Queries.
 */
export const FIELD = 'FIELD';
export const SPRAY = 'SPRAY';
export const fieldKey = (id: string) => ({ pk: `FIELD#${id}`, sk: 'FIELD' });
export const scheduleKey = (id: string) => ({ pk: `SPRAY#${id}`, sk: 'SPRAY' });
/** AlertId of a schedule version's spray alert: a retried save of the same version sends nothing twice. */
export const sprayAlertId = (id: string, version: number) => `SPRAY#${id}#v${version}`;
/** The treatment activity item of a pesticide user (user names are case-insensitive). */
export const treatmentActivityKey = (userName: string) => ({
  pk: `TREATACT#${userName.toLowerCase()}`,
  sk: 'TREATACT',
});
