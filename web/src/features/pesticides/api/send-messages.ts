import { API } from '@beewatch/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export interface MessageToMany {
  to: string[];
  Title: string;
  Body: string;
}

/**
 * 'Message selected': one portal message to each chosen user through the messages route
 * (common/SendDeviceMessage), which checks who the sender may write to. Stops at the first refusal.
 */
export async function sendMessages({ to, Title, Body }: MessageToMany): Promise<number> {
  let sent = 0;
  for (const ToUserName of to) {
    await call(API.content.sendDeviceMessage, { body: { ToUserName, Title, Body } });
    sent += 1;
  }
  return sent;
}

export function useSendMessages() {
  return useMutation({ mutationFn: sendMessages });
}
