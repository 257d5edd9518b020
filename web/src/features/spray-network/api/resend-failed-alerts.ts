import type { MessageSource } from '@/lib/i18n';
import { API } from '@beewatch/shared';
import { call, envelopeMessage } from '@/lib/api-client';
import { useCacheMutation } from '@/hooks/use-cache-mutation';
import { sprayNetKeys } from './keys';

/** POST beewatchagent/ResendFailedAlerts: the failed sends of the latest alert, once more. */
export async function resendFailedAlerts(id: string): Promise<{ Resent: number; message: MessageSource }> {
  const res = await call(API.spraynet.resendFailedAlerts, { body: { SprayNotificationID: id } });
  return { Resent: res.data.Resent, message: envelopeMessage(res) };
}

/** Re-sends, then reloads the deliveries and the history (the sends go out in the background). */
export function useResendFailedAlerts() {
  return useCacheMutation(resendFailedAlerts, {
    invalidate: (_r, id) => [sprayNetKeys.deliveries(id), sprayNetKeys.history()],
  });
}
