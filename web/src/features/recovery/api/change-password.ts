import { API, type ChangePasswordRequest } from '@beewatch/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** POST admin/ChangePassword (spec §7.3) for the signed-in user. */
export async function changePassword(body: ChangePasswordRequest): Promise<void> {
  await call(API.account.changePassword, { body });
}

/** Changes the signed-in user's password. */
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
