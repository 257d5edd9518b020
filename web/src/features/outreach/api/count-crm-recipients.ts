import { API, type CrmCountRequest } from '@beewatch/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** POST home/CountCrmRecipients: how many users an audience reaches (no names). */
export async function countCrmRecipients(body: CrmCountRequest) {
  return (await call(API.outreach.countCrmRecipients, { body })).data;
}

export function useCountCrmRecipients() {
  return useMutation({ mutationFn: countCrmRecipients });
}
