import { API, type MemberDetail } from '@beewatch/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { sprayNetKeys } from './keys';

/** GET beewatchagent/SprayMember: one contact of the domain with preferences and notes (403 outside it). */
export async function getMember(userName: string, signal?: AbortSignal): Promise<MemberDetail> {
  return (await call(API.spraynet.member, { query: { UserName: userName }, signal })).data;
}

export const memberQueryOptions = (userName: string) =>
  queryOptions({
    queryKey: sprayNetKeys.member(userName),
    queryFn: ({ signal }) => getMember(userName, signal),
    retry: false,
  });

export function useMember(userName: string | null) {
  return useQuery({ ...memberQueryOptions(userName ?? ''), enabled: Boolean(userName) });
}
