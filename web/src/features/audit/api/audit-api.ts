import { API, AdminAuditEntry, UserAuditEntry } from '@beewatch/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET superadmin/FetchAdminAuditDetails (spec §7.2): admin actions, newest first (JSON rows). */
export async function fetchAdminAudit(signal?: AbortSignal): Promise<AdminAuditEntry[]> {
  return (await call(API.account.fetchAdminAuditDetails, { signal })).data;
}

/** GET admin/FetchUserAuditDetails (spec §7.2): failed sign-ins, newest first (JSON rows). */
export async function fetchUserAudit(signal?: AbortSignal): Promise<UserAuditEntry[]> {
  return (await call(API.account.fetchUserAuditDetails, { signal })).data;
}

/** Fresh on every opening of the popup: audits change all the time. */
export function useAdminAudit() {
  return useQuery({
    queryKey: ['audit', 'admin'],
    queryFn: ({ signal }) => fetchAdminAudit(signal),
    staleTime: 0,
  });
}

export function useUserAudit() {
  return useQuery({
    queryKey: ['audit', 'user'],
    queryFn: ({ signal }) => fetchUserAudit(signal),
    staleTime: 0,
  });
}

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
