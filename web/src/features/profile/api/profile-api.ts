import { API, UserDetail, type UpdateProfileValues } from '@beewatch/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const profileKeys = { detail: ['profile', 'detail'] as const };

/** GET account/GetUserDetail (spec §7.2): the signed-in user's own profile. */
export async function getUserDetail(signal?: AbortSignal): Promise<UserDetail> {
  return (await call(API.account.getUserDetail, { signal })).data;
}

/** POST account/UpdateProfile: saves the caller's profile and returns it as stored. */
export async function updateProfile(values: UpdateProfileValues): Promise<UserDetail> {
  return (await call(API.account.updateProfile, { body: values })).data;
}

export function useUserDetail() {
  return useQuery({ queryKey: profileKeys.detail, queryFn: ({ signal }) => getUserDetail(signal) });
}

/** Saves, then shows what the server stored (e.g. the mobile in international form). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (detail) => queryClient.setQueryData(profileKeys.detail, detail),
  });
}
