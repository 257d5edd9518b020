import { API, type LiftStandstillRequest } from '@beewatch/shared';
import { call } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { inspectionKeys } from './keys';

/** POST inspector/LiftStandstill: the day the Standstill Notice was lifted and why. */
export async function liftStandstill(body: LiftStandstillRequest) {
  return (await call(API.inspections.liftStandstill, { body })).data;
}

export function useLiftStandstill() {
  return useInvalidatingMutation(liftStandstill, inspectionKeys.all);
}
