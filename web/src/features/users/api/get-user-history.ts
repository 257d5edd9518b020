import { API, type UserChange } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { userKeys } from './get-users';

/** GET admin/UserHistory?UserName=: the changes administrators made to the account, newest first. */
export async function getUserHistory(userName: string, signal?: AbortSignal): Promise<UserChange[]> {
  return (await call(API.users.userHistory, { query: { UserName: userName }, signal })).data;
}

export function useUserHistory(userName: string | null) {
  return useQuery({
    queryKey: userKeys.history(userName ?? ''),
    queryFn: ({ signal }) => getUserHistory(userName!, signal),
    enabled: !!userName,
  });
}
