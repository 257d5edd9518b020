import { API } from '@beewatch/shared';
import { useMutation } from '@tanstack/react-query';
import { call, type BodyOf } from '@/lib/api-client';
import { useSwarmAlertChanged } from './get-swarm-alert';

/** POST beekeeper/UpdateSwarmStatus: the adopter's Successful / Unsuccessful / Failed / Abandoned. */
export async function updateSwarmStatus(body: BodyOf<typeof API.swarm.updateSwarmStatus>) {
  return (await call(API.swarm.updateSwarmStatus, { body })).data;
}

/** The adopter's outcome of the swarm. */
export function useUpdateSwarmStatus() {
  const onSuccess = useSwarmAlertChanged();
  return useMutation({ mutationFn: updateSwarmStatus, onSuccess });
}
