import { API } from '@beewatch/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '@/lib/api-client';
import { MESSAGE_POLL_MS, messageKeys } from './get-device-messages';

/** GET common/GetUnreadMessageCount (spec §7.2 'get unread message count'). */
export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  const res = await call(API.content.getUnreadMessageCount, { signal });
  return res.data.Unread;
}

/**
 * The unread count of the header, polled every 30 s and on window focus. The latest messages
 * poll on the same beat, but a message can land between the two reads: a new count refreshes
 * them, so the dropdown never shows a count its list does not match.
 */
export function useUnreadCount() {
  const queryClient = useQueryClient();
  const unread = useQuery({
    queryKey: messageKeys.unread,
    queryFn: ({ signal }) => getUnreadCount(signal),
    refetchInterval: MESSAGE_POLL_MS,
    refetchOnWindowFocus: true,
  });
  useEffect(() => {
    if (unread.data !== undefined) void queryClient.invalidateQueries({ queryKey: messageKeys.latest });
  }, [unread.data, queryClient]);
  return unread;
}
