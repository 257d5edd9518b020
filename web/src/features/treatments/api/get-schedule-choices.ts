import { API } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { treatmentKeys } from './get-fields';

/**
 * GET pesticide/ScheduleProductChoices: what a schedule may use — the catalogue's authorised,
 * unexpired products and the caller's tank mixes of such products (the server refuses others).
 */
export async function getScheduleChoices(signal?: AbortSignal) {
  return (await call(API.pesticides.scheduleChoices, { signal })).data;
}

export function useScheduleChoices() {
  return useQuery({
    queryKey: [...treatmentKeys.schedules, 'choices'],
    queryFn: ({ signal }) => getScheduleChoices(signal),
  });
}
