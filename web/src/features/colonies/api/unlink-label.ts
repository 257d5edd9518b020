import { API } from '@beewatch/shared';
import { call } from '@/lib/api-client';
import { colonyKeys } from './keys';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';

/** POST beekeeper/UnlinkQrLabel: frees a colony's label. */
export async function unlinkLabel(colonyId: string) {
  return (await call(API.colonies.unlinkQrLabel, { body: { ColonyID: colonyId } })).data;
}

export function useUnlinkLabel() {
  return useInvalidatingMutation(unlinkLabel, colonyKeys.all);
}
