import { API, type Domain } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const userDomainKeys = {
  user: (userName: string) => ['domains', 'user', userName.toLowerCase()] as const,
};

/** GET admin/GetUserDomain?UserName=: the domain of an inspector, coordinator or liaison. */
export async function getUserDomain(userName: string, signal?: AbortSignal): Promise<Domain> {
  return (await call(API.users.getUserDomain, { query: { UserName: userName }, signal })).data;
}

export function useUserDomain(userName: string) {
  return useQuery({
    queryKey: userDomainKeys.user(userName),
    queryFn: ({ signal }) => getUserDomain(userName, signal),
  });
}
