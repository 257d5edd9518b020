import type { MessageSource } from '@/lib/i18n';
import { API, type AddAdminValues, type ManagedUser } from '@beewatch/shared';
import { call, envelopeMessage } from '@/lib/api-client';
import { userKeys } from './get-users';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';

/** POST superadmin/AddAdmin: a new Administrator, invited by email. */
export async function addAdmin(body: AddAdminValues): Promise<{ user: ManagedUser; message: MessageSource }> {
  const res = await call(API.users.addAdmin, { body });
  return { user: res.data, message: envelopeMessage(res) };
}

export function useAddAdmin() {
  return useInvalidatingMutation(addAdmin, userKeys.all);
}
