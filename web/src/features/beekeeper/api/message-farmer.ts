import { API, type Conversation, type MessageFarmerRequest } from '@beewatch/shared';
import { call } from '@/lib/api-client';
import { useCacheMutation } from '@/hooks/use-cache-mutation';
import { beekeeperKeys } from './get-beekeeper-home';

/** POST beekeeper/MessageFarmer: writes to the farmer of a notification, anonymously. */
export async function messageFarmer(body: MessageFarmerRequest): Promise<Conversation> {
  return (await call(API.beekeeper.messageFarmer, { body })).data;
}

export function useMessageFarmer() {
  return useCacheMutation(messageFarmer, {
    store: (c) => [beekeeperKeys.conversation(c.ThreadID), c],
    invalidate: [beekeeperKeys.sprays],
  });
}
