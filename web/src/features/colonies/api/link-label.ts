import { API, type LinkLabelRequest } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { colonyKeys } from './keys';

/** POST beekeeper/LinkQrLabel: attaches a typed or scanned label to a colony. */
export async function linkLabel(body: LinkLabelRequest) {
  return (await call(API.colonies.linkQrLabel, { body })).data;
}

export function useLinkLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkLabel,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: colonyKeys.all }),
  });
}
