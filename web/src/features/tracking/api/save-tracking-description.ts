import { API } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { trackingKeys, type TrackingPage } from './get-tracking-history';

/** GET beewatchagent/SaveTrackingHistory?Description=&ID= (spec §7.1). */
export async function saveTrackingDescription(id: string, description: string): Promise<void> {
  await call(API.tracking.saveTrackingHistory, { query: { Description: description, ID: id } });
}

/**
 * Saves a record's description and shows it at once in every loaded list page (the list keeps
 * its place: no reload from page one), then refreshes the lists in the background.
 */
export function useSaveTrackingDescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, description }: { id: string; description: string }) =>
      saveTrackingDescription(id, description),
    onSuccess: (_void, { id, description }) => {
      queryClient.setQueriesData<{ pages: TrackingPage[]; pageParams: unknown[] }>(
        { queryKey: trackingKeys.lists() },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((p) => ({
              ...p,
              rows: p.rows.map((r) => (r.HornetTrackingID === id ? { ...r, Description: description } : r)),
            })),
          },
      );
      void queryClient.invalidateQueries({ queryKey: trackingKeys.lists() });
    },
  });
}
