import { API } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { colonyKeys } from './keys';

/** POST beekeeper/UnlinkQrLabel: frees a colony's label. */
export async function unlinkLabel(colonyId: string) {
  return (await call(API.colonies.unlinkQrLabel, { body: { ColonyID: colonyId } })).data;
}

export function useUnlinkLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkLabel,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: colonyKeys.all }),
  });
}
