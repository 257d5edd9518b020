import { API, type Conversation } from '@beewatch/shared';
import { call } from '@/lib/api-client';
import { useCacheMutation } from '@/hooks/use-cache-mutation';
import { beekeeperKeys } from './get-beekeeper-home';

/** POST common/SprayConversationReply: either side answers in the conversation. */
export async function replyConversation(body: { ThreadID: string; Body: string }): Promise<Conversation> {
  return (await call(API.beekeeper.conversationReply, { body })).data;
}

export function useReplyConversation() {
  return useCacheMutation(replyConversation, { store: (c) => [beekeeperKeys.conversation(c.ThreadID), c] });
}
