import type { MessageSource } from '@/lib/i18n';
import { API, type AddUserValues, type ManagedUser } from '@beewatch/shared';
import { call, envelopeMessage } from '@/lib/api-client';
import { userKeys } from './get-users';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';

/** POST admin/AddUser: the new account and the server's message (invitation sent or not). */
export async function addUser(body: AddUserValues): Promise<{ user: ManagedUser; message: MessageSource }> {
  const res = await call(API.users.addUser, { body });
  return { user: res.data, message: envelopeMessage(res) };
}

export function useAddUser() {
  return useInvalidatingMutation(addUser, userKeys.all);
}
