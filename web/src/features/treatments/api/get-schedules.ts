import { API } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { treatmentKeys } from './get-fields';

/** GET pesticide/TreatmentScheduleList[?FromDate=&ToDate=]: the caller's schedules by date. */
export async function getSchedules(range?: { from: string; to: string }, signal?: AbortSignal) {
  const res = await call(API.sites.treatmentScheduleList, {
    query: range ? { FromDate: range.from, ToDate: range.to } : {},
    signal,
  });
  return res.data;
}

export function useSchedules(range?: { from: string; to: string }) {
  return useQuery({
    queryKey: [...treatmentKeys.schedules, range ?? 'all'],
    queryFn: ({ signal }) => getSchedules(range, signal),
  });
}
