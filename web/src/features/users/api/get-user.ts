import { API, type ManagedUser } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { userKeys } from './get-users';

/** GET admin/GetUser?UserName=: the account as admin/edituser shows it. */
export async function getUser(userName: string, signal?: AbortSignal): Promise<ManagedUser> {
  return (await call(API.users.getUser, { query: { UserName: userName }, signal })).data;
}

export function useUser(userName: string | null) {
  return useQuery({
    queryKey: userKeys.detail(userName ?? ''),
    queryFn: ({ signal }) => getUser(userName!, signal),
    enabled: !!userName,
    retry: false,
  });
}
