import { API } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { sprayNetKeys } from './keys';

/** POST beewatchagent/ResendFailedAlerts: the failed sends of the latest alert, once more. */
export async function resendFailedAlerts(id: string): Promise<{ Resent: number; message: string }> {
  const res = await call(API.spraynet.resendFailedAlerts, { body: { SprayNotificationID: id } });
  return { Resent: res.data.Resent, message: res.ErrorMessage };
}

/** Re-sends, then reloads the deliveries and the history (the sends go out in the background). */
export function useResendFailedAlerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendFailedAlerts,
    onSuccess: (_r, id) => {
      void queryClient.invalidateQueries({ queryKey: sprayNetKeys.deliveries(id) });
      void queryClient.invalidateQueries({ queryKey: sprayNetKeys.history() });
    },
  });
}
