import { API } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { MESSAGE_POLL_MS, messageKeys } from './get-device-messages';

/** GET common/GetUnreadMessageCount (spec §7.2 'get unread message count'). */
export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  const res = await call(API.content.getUnreadMessageCount, { signal });
  return res.data.Unread;
}

/** The unread count of the header, polled every 30 s and on window focus. */
export function useUnreadCount() {
  return useQuery({
    queryKey: messageKeys.unread,
    queryFn: ({ signal }) => getUnreadCount(signal),
    refetchInterval: MESSAGE_POLL_MS,
    refetchOnWindowFocus: true,
  });
}
