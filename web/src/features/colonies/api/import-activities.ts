import { API, type ImportActivitiesRequest } from '@beewatch/shared';
import { call } from '@/lib/api-client';
import { useCacheMutation } from '@/hooks/use-cache-mutation';
import { colonyKeys } from './keys';

/** POST beekeeper/ImportColonyActivities: rows read from a CSV/xlsx file, all or none. */
export async function importActivities(body: ImportActivitiesRequest) {
  return (await call(API.colonies.importColonyActivities, { body })).data;
}

export function useImportActivities() {
  return useCacheMutation(importActivities, {
    invalidate: (_data, body) => [colonyKeys.record(body.ColonyID), colonyKeys.mine],
  });
}
