import { API, type EditAdminValues, type ManagedUser } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { userKeys } from './get-users';

/** POST superadmin/EditAdmin: the saved administrator ('Data saved'). */
export async function editAdmin(body: EditAdminValues): Promise<{ user: ManagedUser; message: string }> {
  const res = await call(API.account.editAdmin, { body });
  return { user: res.data, message: res.ErrorMessage };
}

export function useEditAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editAdmin,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
