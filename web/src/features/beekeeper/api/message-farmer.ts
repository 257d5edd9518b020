import { API, type Conversation, type MessageFarmerRequest } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { beekeeperKeys } from './get-beekeeper-home';

/** POST beekeeper/MessageFarmer: writes to the farmer of a notification, anonymously. */
export async function messageFarmer(body: MessageFarmerRequest): Promise<Conversation> {
  return (await call(API.beekeeper.messageFarmer, { body })).data;
}

export function useMessageFarmer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: messageFarmer,
    onSuccess: (c) => {
      qc.setQueryData(beekeeperKeys.conversation(c.ThreadID), c);
      void qc.invalidateQueries({ queryKey: beekeeperKeys.sprays });
    },
  });
}
