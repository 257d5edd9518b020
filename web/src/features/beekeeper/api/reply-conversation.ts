import { API, type Conversation } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { beekeeperKeys } from './get-beekeeper-home';

/** POST common/SprayConversationReply: either side answers in the conversation. */
export async function replyConversation(body: { ThreadID: string; Body: string }): Promise<Conversation> {
  return (await call(API.beekeeper.conversationReply, { body })).data;
}

export function useReplyConversation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: replyConversation,
    onSuccess: (c) => qc.setQueryData(beekeeperKeys.conversation(c.ThreadID), c),
  });
}
