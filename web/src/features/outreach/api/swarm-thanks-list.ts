import { API, type ThanksListQuery } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { outreachKeys } from './crm-mail-list';

/** GET admin/SwarmThanksList: swarms with a final outcome reported in the range, with who was thanked. */
export function useSwarmThanksList(query: ThanksListQuery) {
  return useQuery({
    queryKey: outreachKeys.thanks(query),
    queryFn: async ({ signal }) => (await call(API.outreach.swarmThanksList, { query, signal })).data,
  });
}
