import { API, AdminAuditEntry } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET superadmin/FetchAdminAuditDetails (spec §7.2): admin actions, newest first (JSON rows). */
export async function fetchAdminAudit(signal?: AbortSignal): Promise<AdminAuditEntry[]> {
  return (await call(API.users.fetchAdminAuditDetails, { signal })).data;
}

/** Fresh on every opening of the popup: audits change all the time. */
export function useAdminAudit() {
  return useQuery({
    queryKey: ['audit', 'admin'],
    queryFn: ({ signal }) => fetchAdminAudit(signal),
    staleTime: 0,
  });
}
