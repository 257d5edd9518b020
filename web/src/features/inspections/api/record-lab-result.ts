import { API, type RecordLabResultRequest } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { inspectionKeys } from './keys';

/** POST inspector/RecordLabResult: the laboratory's result of an inspection's sample. */
export async function recordLabResult(body: RecordLabResultRequest) {
  return (await call(API.inspections.recordLabResult, { body })).data;
}

export function useRecordLabResult() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: recordLabResult,
    onSuccess: () => void qc.invalidateQueries({ queryKey: inspectionKeys.all }),
  });
}
