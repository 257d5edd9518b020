import { API, type ManagedUser, type UpdateUserValues } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { userKeys } from './get-users';

/** POST admin/UpdateUser: the saved account ('Data saved'). */
export async function updateUser(body: UpdateUserValues): Promise<ManagedUser> {
  return (await call(API.account.updateUser, { body })).data;
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
