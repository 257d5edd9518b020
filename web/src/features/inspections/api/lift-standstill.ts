import { API, type LiftStandstillRequest } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { inspectionKeys } from './keys';

/** POST inspector/LiftStandstill: the day the Standstill Notice was lifted and why. */
export async function liftStandstill(body: LiftStandstillRequest) {
  return (await call(API.inspections.liftStandstill, { body })).data;
}

export function useLiftStandstill() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: liftStandstill,
    onSuccess: () => void qc.invalidateQueries({ queryKey: inspectionKeys.all }),
  });
}
