import { API } from '@beewatch/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** POST admin/SendPasswordReset: emails the user how to choose a new password. */
export async function sendPasswordReset(userName: string): Promise<string> {
  return (await call(API.users.sendPasswordReset, { body: { UserName: userName } })).ErrorMessage;
}

export function useSendPasswordReset() {
  return useMutation({ mutationFn: sendPasswordReset });
}
