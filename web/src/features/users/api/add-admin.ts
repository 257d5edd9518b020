import { API, type AddAdminValues, type ManagedUser } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { userKeys } from './get-users';

/** POST superadmin/AddAdmin: a new Administrator, invited by email. */
export async function addAdmin(body: AddAdminValues): Promise<{ user: ManagedUser; message: string }> {
  const res = await call(API.account.addAdmin, { body });
  return { user: res.data, message: res.ErrorMessage };
}

export function useAddAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAdmin,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
