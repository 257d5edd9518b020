import { API } from '@beewatch/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type BodyOf } from '@/lib/api-client';
import { treatmentKeys } from './fields';

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

/** POST pesticide/AddOrUpdateTreatmentSchedule: saves and alerts (how many, never whom). */
export async function saveSchedule(values: BodyOf<typeof API.sites.addOrUpdateTreatmentSchedule>) {
  return (await call(API.sites.addOrUpdateTreatmentSchedule, { body: values })).data;
}

export function useSaveSchedule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveSchedule,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: treatmentKeys.schedules });
      void qc.invalidateQueries({ queryKey: treatmentKeys.map });
    },
  });
}
