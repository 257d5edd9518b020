import { API } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { outreachKeys } from './crm-mail-list';

/** GET home/CrmMailReport: a mail's delivery report (asked again every 5 s while sends are pending). */
export function useCrmMailReport(mailId: string) {
  return useQuery({
    queryKey: outreachKeys.report(mailId),
    queryFn: async ({ signal }) =>
      (await call(API.outreach.crmMailReport, { query: { MailID: mailId }, signal })).data,
    refetchInterval: (q) =>
      q.state.data && (q.state.data.Pending > 0 || q.state.data.Rows.some((r) => r.Status === 'sending'))
        ? 5000
        : false,
  });
}
