import { API } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { inspectionKeys } from './keys';

/** POST inspector/NotifyBeekeepersNear: alerts every beekeeper within 3 km of a case (once). */
export async function notifyBeekeepersNear(inspectionId: string) {
  const res = await call(API.inspections.notifyBeekeepersNear, { body: { InspectionID: inspectionId } });
  return { ...res.data, message: res.ErrorMessage };
}

export function useNotifyBeekeepersNear() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: notifyBeekeepersNear,
    onSuccess: () => void qc.invalidateQueries({ queryKey: inspectionKeys.all }),
  });
}
