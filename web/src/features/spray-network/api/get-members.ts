import { API, type MemberList } from '@beewatch/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { sprayNetKeys } from './keys';

/** GET beewatchagent/SprayMembers: the contacts of the liaison's Spray Domain. */
export async function getMembers(signal?: AbortSignal): Promise<MemberList> {
  return (await call(API.spraynet.members, { signal })).data;
}

export const membersQueryOptions = () =>
  queryOptions({ queryKey: sprayNetKeys.members(), queryFn: ({ signal }) => getMembers(signal) });

export function useMembers() {
  return useQuery(membersQueryOptions());
}
