import { API } from '@beewatch/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** POST account/DoNotShowTwoStepAgain: saves 'do not show again' on the profile. */
export async function doNotShowTwoStepAgain(): Promise<void> {
  await call(API.account.doNotShowTwoStepAgain, { body: { DoNotShowThisAgain: true } });
}

/** Saves "do not show again" for the two-step prompt. */
export const useDoNotShowTwoStepAgain = () => useMutation({ mutationFn: doNotShowTwoStepAgain });
