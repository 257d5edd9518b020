import { API, UserDetail } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const profileKeys = { detail: ['profile', 'detail'] as const };

/** GET account/GetUserDetail (spec §7.2): the signed-in user's own profile. */
export async function getUserDetail(signal?: AbortSignal): Promise<UserDetail> {
  return (await call(API.profile.getUserDetail, { signal })).data;
}

export function useUserDetail() {
  return useQuery({ queryKey: profileKeys.detail, queryFn: ({ signal }) => getUserDetail(signal) });
}
