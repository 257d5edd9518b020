import { API } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { trackingKeys } from './get-tracking-history';

/** POST beewatchagent/DeleteTrackingHistory?HornetTrackingID= (spec §7.1). */
export async function deleteTrackingRecord(id: string): Promise<void> {
  await call(API.tracking.deleteTrackingHistory, { query: { HornetTrackingID: id } });
}

/**
 * Deletes a record and marks every loaded list stale without refetching it: the screen starts a
 * new list generation afterwards, so the list reloads from page one rather than every page seen.
 */
export function useDeleteTrackingRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTrackingRecord,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trackingKeys.lists(), refetchType: 'none' }),
  });
}
