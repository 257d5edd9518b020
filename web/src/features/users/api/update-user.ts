import { API, type ManagedUser, type UpdateUserValues } from '@beewatch/shared';
import { call } from '@/lib/api-client';
import { userKeys } from './get-users';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';

/** POST admin/UpdateUser: the saved account ('Data saved'). */
export async function updateUser(body: UpdateUserValues): Promise<ManagedUser> {
  return (await call(API.users.updateUser, { body })).data;
}

export function useUpdateUser() {
  return useInvalidatingMutation(updateUser, userKeys.all);
}
