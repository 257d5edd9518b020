import { deleteAllOf } from '../lib/dynamo.js';
import { env } from '../lib/env.js';
import { mixtureOwner } from './pesticide-entity.js';

/** Erases a user's tank mixes (byOwner; erasure registry, privacy policy). */
export async function eraseMixtures(userName: string): Promise<void> {
  await deleteAllOf(env().SITE_TABLE, {
    index: 'byOwner',
    attribute: 'owner',
    value: mixtureOwner(userName),
  });
}
