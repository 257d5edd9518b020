import { API, type ImportActivitiesRequest } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { colonyKeys } from './keys';

/** POST beekeeper/ImportColonyActivities: rows read from a CSV/xlsx file, all or none. */
export async function importActivities(body: ImportActivitiesRequest) {
  return (await call(API.colonies.importColonyActivities, { body })).data;
}

export function useImportActivities() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importActivities,
    onSuccess: (_data, body) => {
      void queryClient.invalidateQueries({ queryKey: colonyKeys.record(body.ColonyID) });
      void queryClient.invalidateQueries({ queryKey: colonyKeys.mine });
    },
  });
}
