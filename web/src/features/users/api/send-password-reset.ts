import { API } from '@beewatch/shared';
import { useMutation } from '@tanstack/react-query';
import { call, envelopeMessage } from '@/lib/api-client';
import type { MessageSource } from '@/lib/i18n';

/** POST admin/SendPasswordReset: emails the user how to choose a new password. */
export async function sendPasswordReset(userName: string): Promise<MessageSource> {
  return envelopeMessage(await call(API.users.sendPasswordReset, { body: { UserName: userName } }));
}

export function useSendPasswordReset() {
  return useMutation({ mutationFn: sendPasswordReset });
}
