import { API, type LinkLabelRequest } from '@beewatch/shared';
import { call } from '@/lib/api-client';
import { colonyKeys } from './keys';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';

/** POST beekeeper/LinkQrLabel: attaches a typed or scanned label to a colony. */
export async function linkLabel(body: LinkLabelRequest) {
  return (await call(API.colonies.linkQrLabel, { body })).data;
}

export function useLinkLabel() {
  return useInvalidatingMutation(linkLabel, colonyKeys.all);
}
