import { API } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const outreachKeys = {
  mails: ['outreach', 'crm-mails'] as const,
  report: (id: string) => ['outreach', 'crm-report', id] as const,
  thanks: (q: object) => ['outreach', 'thanks', q] as const,
  thanksAll: ['outreach', 'thanks'] as const,
};

/** GET home/CrmMailList: the latest CRM mails, newest first. */
export function useCrmMailList() {
  return useQuery({
    queryKey: outreachKeys.mails,
    queryFn: async ({ signal }) => (await call(API.outreach.crmMailList, { signal })).data,
  });
}
