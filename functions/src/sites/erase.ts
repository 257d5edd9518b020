import { deleteAllOf, deleteItem } from '../lib/dynamo.js';
import { APIARY, apiaryCounterKey } from './apiaries/apiary-entity.js';
import { homeKey } from './home-entity.js';
import { ownerOf, siteTable } from './store.js';

/** Erases a bystander's home point (erasure registry, privacy policy). */
export async function eraseHome(userName: string): Promise<void> {
  await deleteAllOf(siteTable(), { pk: homeKey(userName).pk });
}

/**
 * Erases a beekeeper's apiaries (byOwner) and their counter (erasure registry, privacy policy).
 * Treatment fields and schedules are commercial records, kept up to 7 years, and stay.
 */
export async function eraseApiaries(userName: string): Promise<void> {
  await deleteAllOf(siteTable(), { index: 'byOwner', attribute: 'owner', value: ownerOf(APIARY, userName) });
  await deleteItem(siteTable(), apiaryCounterKey(userName));
}

/** Erases a contact's spray-alert preferences and the liaison's notes on them (erasure registry). */
export { eraseContactPrefs } from './network/prefs.js';
