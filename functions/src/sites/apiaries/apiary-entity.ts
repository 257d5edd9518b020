/**
 * The apiary entity of the site table: `APIARY#<id>` / `APIARY`; byOwner `APIARY#<lower user>`
 * sorted by lower(name)#id (My Apiaries); byCell `APIARY#<geohash 5>` (beekeepers within 10 km of
 * a spray). A counter `APIARYCOUNT#<lower user>` / `COUNT` holds how many a user has, so the limit
 * of spec §9 is checked in the same transaction as the write.
 */
export const APIARY = 'APIARY';
export const apiaryKey = (id: string) => ({ pk: `APIARY#${id}`, sk: 'APIARY' });
export const apiaryCounterKey = (userName: string) => ({
  pk: `APIARYCOUNT#${userName.toLowerCase()}`,
  sk: 'COUNT',
});
