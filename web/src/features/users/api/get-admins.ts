import { API, type SuperAdminOverview } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { userKeys } from './get-users';

/** GET superadmin/FetchAdmins: the administrators, users per role and the alerts. */
export async function getAdmins(signal?: AbortSignal): Promise<SuperAdminOverview> {
  return (await call(API.users.fetchAdmins, { signal })).data;
}

export function useAdmins() {
  return useQuery({ queryKey: userKeys.admins(), queryFn: ({ signal }) => getAdmins(signal) });
}
