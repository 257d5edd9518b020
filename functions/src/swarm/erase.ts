import { deleteAllOf } from '../lib/dynamo.js';
import { env } from '../lib/env.js';
import { collectorPartition } from './collector-entity.js';

/** Erases a collector's area and its cell index items (erasure registry, privacy policy). */
export async function eraseCollectionArea(userName: string): Promise<void> {
  await deleteAllOf(env().SITE_TABLE, { pk: collectorPartition(userName) });
}
