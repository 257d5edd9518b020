import { API, type ManagedUser } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { userKeys } from './get-users';

/** GET superadmin/GetAdmin?UserName=. */
export async function getAdmin(userName: string, signal?: AbortSignal): Promise<ManagedUser> {
  return (await call(API.users.getAdmin, { query: { UserName: userName }, signal })).data;
}

export function useAdmin(userName: string | null) {
  return useQuery({
    queryKey: [...userKeys.admins(), userName ?? ''],
    queryFn: ({ signal }) => getAdmin(userName!, signal),
    enabled: !!userName,
    retry: false,
  });
}
