/**
 * The bystander's home entity of the site table: `HOME#<lower user>` / `HOME`, located on byCell
 * (`HOME#<geohash 5>`, geo/cells.ts).
 */
export const HOME = 'HOME';
export const homeKey = (userName: string) => ({ pk: `HOME#${userName.toLowerCase()}`, sk: 'HOME' });

/** Personal data (privacy policy): a bystander's home point is erased with the account. */
export const PERSONAL_DATA = 'Home';
