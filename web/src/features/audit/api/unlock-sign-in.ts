import { API } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** POST admin/UnlockSignIn (Administrator): lifts a user's sign-in lock; the User Audit reloads. */
export async function unlockSignIn(userName: string): Promise<void> {
  await call(API.account.unlockSignIn, { body: { UserName: userName } });
}

export function useUnlockSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlockSignIn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['audit', 'user'] }),
  });
}
