import { API, EscalationSendRow } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { trackingKeys } from './get-tracking-history';

/** While a message is still being sent, ask again this often. */
const POLL_MS = 4000;

export const escalationSendsKey = (id: string) => [...trackingKeys.all, 'escalations', id] as const;

/** GET beewatchagent/GetEscalationSends?id=: what the escalation of a record sent. */
export async function fetchEscalationSends(id: string, signal?: AbortSignal): Promise<EscalationSendRow[]> {
  const res = await call(API.tracking.getEscalationSends, { query: { id }, signal });
  return res.data;
}

/**
 * The sends of a record, fetched fresh each time the popup opens; polled while one is still
 * 'sending', so the result shows up without reopening.
 */
export function useEscalationSends(id: string) {
  return useQuery({
    queryKey: escalationSendsKey(id),
    queryFn: ({ signal }) => fetchEscalationSends(id, signal),
    refetchInterval: (q) => (q.state.data?.some((s) => s.Status === 'sending') ? POLL_MS : false),
    gcTime: 0,
    staleTime: 0,
  });
}
