import { API } from '@beewatch/shared';
import { call } from '@/lib/api-client';
import { userKeys } from './get-users';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';

/** POST admin/SetUserActive: activates or deactivates an account. */
export async function setUserActive(body: { UserName: string; IsActive: boolean }): Promise<void> {
  await call(API.users.setUserActive, { body });
}

export function useSetUserActive() {
  return useInvalidatingMutation(setUserActive, userKeys.all);
}
