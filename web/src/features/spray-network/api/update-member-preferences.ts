import { API, type MemberDetail, type UpdateMemberPreferencesRequest } from '@beewatch/shared';
import { call } from '@/lib/api-client';
import { useCacheMutation } from '@/hooks/use-cache-mutation';
import { sprayNetKeys } from './keys';

/** POST beewatchagent/UpdateMemberPreferences: a contact's preferences, with their consent. */
export async function updateMemberPreferences(body: UpdateMemberPreferencesRequest): Promise<MemberDetail> {
  return (await call(API.spraynet.updateMemberPreferences, { body })).data;
}

/** Saves, then shows the saved member and reloads the list. */
export function useUpdateMemberPreferences() {
  return useCacheMutation(updateMemberPreferences, {
    store: (detail) => [sprayNetKeys.member(detail.Member.UserName), detail],
    invalidate: [sprayNetKeys.members()],
  });
}
