import { API } from '@beewatch/shared';
import { call } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';

/** POST admin/UnlockSignIn (Administrator): lifts a user's sign-in lock; the User Audit reloads. */
export async function unlockSignIn(userName: string): Promise<void> {
  await call(API.users.unlockSignIn, { body: { UserName: userName } });
}

export function useUnlockSignIn() {
  return useInvalidatingMutation(unlockSignIn, ['audit', 'user']);
}
