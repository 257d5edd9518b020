import { API, type AddUserValues, type ManagedUser } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { userKeys } from './get-users';

/** POST admin/AddUser: the new account and the server's message (invitation sent or not). */
export async function addUser(body: AddUserValues): Promise<{ user: ManagedUser; message: string }> {
  const res = await call(API.account.addUser, { body });
  return { user: res.data, message: res.ErrorMessage };
}

export function useAddUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addUser,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
