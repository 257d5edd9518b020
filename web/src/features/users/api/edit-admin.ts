import type { MessageSource } from '@/lib/i18n';
import { API, type EditAdminValues, type ManagedUser } from '@beewatch/shared';
import { call, envelopeMessage } from '@/lib/api-client';
import { userKeys } from './get-users';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';

/** POST superadmin/EditAdmin: the saved administrator ('Data saved'). */
export async function editAdmin(
  body: EditAdminValues,
): Promise<{ user: ManagedUser; message: MessageSource }> {
  const res = await call(API.users.editAdmin, { body });
  return { user: res.data, message: envelopeMessage(res) };
}

export function useEditAdmin() {
  return useInvalidatingMutation(editAdmin, userKeys.all);
}
