import { API, type AlertPreferences, type SaveMyPreferencesRequest } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { sprayNetKeys } from './keys';

/** POST beekeeper/SaveAlertPreferences: the bystander's own alert preferences. */
export async function saveMyPreferences(
  body: SaveMyPreferencesRequest,
): Promise<{ preferences: AlertPreferences; message: string }> {
  const res = await call(API.spraynet.saveMyPreferences, { body });
  return { preferences: res.data, message: res.ErrorMessage };
}

export function useSaveMyPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMyPreferences,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sprayNetKeys.home() }),
  });
}
