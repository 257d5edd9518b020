import { API, UserDetail, type UpdateProfileValues } from '@beewatch/shared';
import { call } from '@/lib/api-client';
import { useCacheMutation } from '@/hooks/use-cache-mutation';
import { profileKeys } from './get-user-detail';

/** POST account/UpdateProfile: saves the caller's profile and returns it as stored. */
export async function updateProfile(values: UpdateProfileValues): Promise<UserDetail> {
  return (await call(API.profile.updateProfile, { body: values })).data;
}

/** Saves, then shows what the server stored (e.g. the mobile in international form). */
export function useUpdateProfile() {
  return useCacheMutation(updateProfile, { store: (detail) => [profileKeys.detail, detail] });
}
