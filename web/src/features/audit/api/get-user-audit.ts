import { API, UserAuditEntry } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET admin/FetchUserAuditDetails (spec §7.2): failed sign-ins, newest first (JSON rows). */
export async function fetchUserAudit(signal?: AbortSignal): Promise<UserAuditEntry[]> {
  return (await call(API.users.fetchUserAuditDetails, { signal })).data;
}

export function useUserAudit() {
  return useQuery({
    queryKey: ['audit', 'user'],
    queryFn: ({ signal }) => fetchUserAudit(signal),
    staleTime: 0,
  });
}
