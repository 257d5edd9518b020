import { API, type CrmMailRequest } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { outreachKeys } from './crm-mail-list';

/** POST home/SendCrmMail: queues one message per recipient; the history is asked again after. */
export async function sendCrmMail(body: CrmMailRequest) {
  return (await call(API.outreach.sendCrmMail, { body })).data;
}

export function useSendCrmMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendCrmMail,
    onSuccess: () => client.invalidateQueries({ queryKey: outreachKeys.mails }),
  });
}
