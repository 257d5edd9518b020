import type { MessageSource } from '@/lib/i18n';
import { API, type AlertPreferences, type SaveMyPreferencesRequest } from '@beewatch/shared';
import { call, envelopeMessage } from '@/lib/api-client';
import { sprayNetKeys } from './keys';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';

/** POST beekeeper/SaveAlertPreferences: the bystander's own alert preferences. */
export async function saveMyPreferences(
  body: SaveMyPreferencesRequest,
): Promise<{ preferences: AlertPreferences; message: MessageSource }> {
  const res = await call(API.spraynet.saveMyPreferences, { body });
  return { preferences: res.data, message: envelopeMessage(res) };
}

export function useSaveMyPreferences() {
  return useInvalidatingMutation(saveMyPreferences, sprayNetKeys.home());
}
