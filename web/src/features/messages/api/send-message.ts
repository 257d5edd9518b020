import { API } from '@beewatch/shared';
import type { NewMessageForm } from '@beewatch/shared';
import { call } from '@/lib/api-client';
import { messageKeys } from './get-device-messages';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';

/** POST common/SendDeviceMessage (home/newmessage). */
export async function sendMessage(body: NewMessageForm): Promise<string> {
  const res = await call(API.content.sendDeviceMessage, { body });
  return res.data.MessageId;
}

export function useSendMessage() {
  return useInvalidatingMutation(sendMessage, messageKeys.all);
}
