import { API, type MarkMessageReadBody } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { messageKeys } from './get-device-messages';

/** POST common/MarkMessageRead: read (default) or unread again; answers the new unread count. */
export async function markMessageRead(body: MarkMessageReadBody): Promise<number> {
  const res = await call(API.content.markMessageRead, { body });
  return res.data.Unread;
}

/** Marks, then refreshes the boxes, the dropdown and the count. */
export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessageRead,
    onSuccess: (unread) => {
      queryClient.setQueryData(messageKeys.unread, unread);
      void queryClient.invalidateQueries({ queryKey: messageKeys.all });
    },
  });
}
