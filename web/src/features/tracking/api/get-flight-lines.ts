import { API } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { trackingKeys } from './get-tracking-history';

/** POST beewatchagent/FlightLines {IDs}: flight lines and nest estimates of the selected records. */
export async function getFlightLines(ids: string[], signal?: AbortSignal) {
  return (await call(API.sites.flightLines, { body: { IDs: ids }, signal })).data;
}

export function useFlightLines(ids: string[]) {
  return useQuery({
    queryKey: [...trackingKeys.all, 'flight-lines', ids] as const,
    queryFn: ({ signal }) => getFlightLines(ids, signal),
    enabled: ids.length > 0,
  });
}
