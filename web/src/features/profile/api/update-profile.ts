import { API, UserDetail, type UpdateProfileValues } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { profileKeys } from './get-user-detail';

/** POST account/UpdateProfile: saves the caller's profile and returns it as stored. */
export async function updateProfile(values: UpdateProfileValues): Promise<UserDetail> {
  return (await call(API.account.updateProfile, { body: values })).data;
}

/** Saves, then shows what the server stored (e.g. the mobile in international form). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (detail) => queryClient.setQueryData(profileKeys.detail, detail),
  });
}
