import { deleteAllOf } from '../lib/dynamo.js';
import { env } from '../lib/env.js';
import { boxPk } from './message-entity.js';

/** Erases a user's inbox (with its unread counter) and sent box (erasure registry, privacy policy). */
export async function eraseMessageBoxes(userName: string): Promise<void> {
  for (const box of [0, 1] as const) await deleteAllOf(env().CONTENT_TABLE, { pk: boxPk(userName, box) });
}
