import { API, type AlertPreferences, type SaveMyPreferencesRequest } from '@beewatch/shared';
import { call } from '@/lib/api-client';
import { sprayNetKeys } from './keys';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';

/** POST beekeeper/SaveAlertPreferences: the bystander's own alert preferences. */
export async function saveMyPreferences(
  body: SaveMyPreferencesRequest,
): Promise<{ preferences: AlertPreferences; message: string }> {
  const res = await call(API.spraynet.saveMyPreferences, { body });
  return { preferences: res.data, message: res.ErrorMessage };
}

export function useSaveMyPreferences() {
  return useInvalidatingMutation(saveMyPreferences, sprayNetKeys.home());
}
