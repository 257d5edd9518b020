import { API, type SendThanksRequest } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { outreachKeys } from './crm-mail-list';

/** POST admin/SendSwarmAlertThanks: thanks each chosen swarm's audience once (Resend: again). */
export async function sendSwarmThanks(body: SendThanksRequest) {
  return (await call(API.outreach.sendSwarmAlertThanks, { body })).data;
}

export function useSendSwarmThanks() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendSwarmThanks,
    onSuccess: () => client.invalidateQueries({ queryKey: outreachKeys.thanksAll }),
  });
}
