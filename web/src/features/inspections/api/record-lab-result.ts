import { API, type RecordLabResultRequest } from '@beewatch/shared';
import { call } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { inspectionKeys } from './keys';

/** POST inspector/RecordLabResult: the laboratory's result of an inspection's sample. */
export async function recordLabResult(body: RecordLabResultRequest) {
  return (await call(API.inspections.recordLabResult, { body })).data;
}

export function useRecordLabResult() {
  return useInvalidatingMutation(recordLabResult, inspectionKeys.all);
}
