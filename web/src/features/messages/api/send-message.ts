import { API } from '@beewatch/shared';
import type { NewMessageForm } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { messageKeys } from './get-device-messages';

/** POST common/SendDeviceMessage (home/newmessage). */
export async function sendMessage(body: NewMessageForm): Promise<string> {
  const res = await call(API.content.sendDeviceMessage, { body });
  return res.data.MessageId;
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
