import { API, TwoStepStatus } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET common/Check2StepVerification: whether the two-step prompt may show (spec §4). */
export async function getTwoStepStatus(signal?: AbortSignal): Promise<TwoStepStatus> {
  const res = await call(API.account.check2StepVerification, { signal });
  return res.data;
}

/** Asked once per user and page load while the prompt may still show; a refusal hides it. */
export function useTwoStepStatus(userName: string, enabled: boolean) {
  return useQuery({
    queryKey: ['recovery', 'two-step-status', userName],
    queryFn: ({ signal }) => getTwoStepStatus(signal),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}
