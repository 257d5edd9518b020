import { API, type MarkMessageReadBody } from '@beewatch/shared';
import { call } from '@/lib/api-client';
import { useCacheMutation } from '@/hooks/use-cache-mutation';
import { messageKeys } from './get-device-messages';

/** POST common/MarkMessageRead: read (default) or unread again; answers the new unread count. */
export async function markMessageRead(body: MarkMessageReadBody): Promise<number> {
  const res = await call(API.content.markMessageRead, { body });
  return res.data.Unread;
}

/** Marks, then refreshes the boxes, the dropdown and the count. */
export function useMarkMessageRead() {
  return useCacheMutation(markMessageRead, {
    store: (unread) => [messageKeys.unread, unread],
    invalidate: [messageKeys.all],
  });
}
