import { areaUnitAt } from '../../geo/index.js';

/**
 * The spray network's keys in the site table (role-screens §7.2: a liaison's contacts are the
 * people whose apiaries, home or fields lie in the area units of their Spray Domain).
 * - Each apiary, bystander home and treatment field carries byKind `NETWORK#<area unit>` sorted
 *   by `<KIND>#<lower owner>#<id>`, so the people of one unit are one Query (never a Scan), and the
 *   key lives on the item itself, so it can never disagree with it.
 * - A contact's alert preferences: `CONTACTPREF#<lower user>` / `PREF`.
 */
export const networkPartition = (unit: string) => `NETWORK#${unit}`;

/**
 * The byKind attributes that place an item in its area unit (the unit of its post code, else the
 * nearest gazetteer unit of its point); none when the place is in no known unit.
 */
export function networkKeysOf(
  kind: string,
  latitude: number,
  longitude: number,
  postCode: string | null | undefined,
  owner: string,
  id: string,
): { kind?: string; kindSort?: string; areaUnit?: string } {
  const unit = areaUnitAt(latitude, longitude, postCode);
  return unit
    ? { kind: networkPartition(unit), kindSort: `${kind}#${owner.toLowerCase()}#${id}`, areaUnit: unit }
    : {};
}

export const contactPrefKey = (userName: string) => ({
  pk: `CONTACTPREF#${userName.toLowerCase()}`,
  sk: 'PREF',
});

/** Personal data (privacy policy): a contact's alert preferences and the liaison's notes on them. */
export const PERSONAL_DATA = 'ContactPreferences';
