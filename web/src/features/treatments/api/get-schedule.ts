import { API } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { treatmentKeys } from './get-fields';

/** GET pesticide/GetTreatmentSchedule?TreatmentScheduleID=. */
export async function getSchedule(id: string, signal?: AbortSignal) {
  const res = await call(API.sites.getTreatmentSchedule, { query: { TreatmentScheduleID: id }, signal });
  return res.data;
}

export function useSchedule(id: string | null) {
  return useQuery({
    queryKey: [...treatmentKeys.schedules, 'one', id],
    queryFn: ({ signal }) => getSchedule(id!, signal),
    enabled: Boolean(id),
  });
}
