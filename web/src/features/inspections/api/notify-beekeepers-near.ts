import { API } from '@beewatch/shared';
import { call, envelopeMessage } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { inspectionKeys } from './keys';

/** POST inspector/NotifyBeekeepersNear: alerts every beekeeper within 3 km of a case (once). */
export async function notifyBeekeepersNear(inspectionId: string) {
  const res = await call(API.inspections.notifyBeekeepersNear, { body: { InspectionID: inspectionId } });
  return { ...res.data, message: envelopeMessage(res) };
}

export function useNotifyBeekeepersNear() {
  return useInvalidatingMutation(notifyBeekeepersNear, inspectionKeys.all);
}
