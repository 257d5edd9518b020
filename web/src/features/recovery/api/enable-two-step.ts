import { API } from '@beewatch/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** POST account/EnableTwoStep: the emailed code; two-step by email (mode 2) on success. */
export async function enableTwoStep(VerificationCode: string): Promise<void> {
  await call(API.account.enableTwoStep, { body: { VerificationCode } });
}

/** Enables two-step sign-in with the emailed code. */
export const useEnableTwoStep = () => useMutation({ mutationFn: enableTwoStep });
