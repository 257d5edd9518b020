import { API, TwoStepCodeSent } from '@beewatch/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** POST account/SendTwoStepCode: emails the enabling code; returns the masked address. */
export async function sendTwoStepCode(): Promise<TwoStepCodeSent> {
  const res = await call(API.account.sendTwoStepCode, {});
  return res.data;
}

/** Emails the code that enables two-step sign-in. */
export const useSendTwoStepCode = () => useMutation({ mutationFn: sendTwoStepCode });
