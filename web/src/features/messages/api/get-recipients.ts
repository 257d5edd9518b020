import { API, MessageRecipient } from '@beewatch/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET common/GetMessageRecipients?Search=: users the caller may write to, by user-name prefix. */
export async function getRecipients(search: string, signal?: AbortSignal): Promise<MessageRecipient[]> {
  const res = await call(API.content.getMessageRecipients, { query: { Search: search }, signal });
  return res.data;
}

export function useRecipients(search: string) {
  return useQuery({
    queryKey: ['messages', 'recipients', search.trim().toLowerCase()],
    queryFn: ({ signal }) => getRecipients(search.trim(), signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
