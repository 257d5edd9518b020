import { API, AccessCodeDetails } from '@beewatch/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET common/GetUserDetailsByAccessCode (spec §7.2): the role and expiry the code grants; ApiError 400 if unusable. */
export async function getUserDetailsByAccessCode(accessCode: string): Promise<AccessCodeDetails> {
  const res = await call(API.profile.getUserDetailsByAccessCode, {
    query: { AccessCode: accessCode },
    auth: false,
  });
  return res.data;
}

/** Resolves an access code (before there is a session: no bearer token). */
export const useAccessCodeDetails = () =>
  useMutation({ mutationFn: (accessCode: string) => getUserDetailsByAccessCode(accessCode) });
