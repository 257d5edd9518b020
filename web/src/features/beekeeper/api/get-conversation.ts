import { API, type Conversation } from '@beewatch/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { beekeeperKeys } from './get-beekeeper-home';

/** GET common/SprayConversation: one anonymous conversation about a spray notification. */
export async function getConversation(threadId: string, signal?: AbortSignal): Promise<Conversation> {
  return (await call(API.beekeeper.conversation, { query: { ThreadID: threadId }, signal })).data;
}

export const conversationQueryOptions = (threadId: string) =>
  queryOptions({
    queryKey: beekeeperKeys.conversation(threadId),
    queryFn: ({ signal }) => getConversation(threadId, signal),
  });

export function useConversation(threadId: string) {
  return useQuery(conversationQueryOptions(threadId));
}
