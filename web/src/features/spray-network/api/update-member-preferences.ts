import { API, type MemberDetail, type UpdateMemberPreferencesRequest } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { sprayNetKeys } from './keys';

/** POST beewatchagent/UpdateMemberPreferences: a contact's preferences, with their consent. */
export async function updateMemberPreferences(body: UpdateMemberPreferencesRequest): Promise<MemberDetail> {
  return (await call(API.spraynet.updateMemberPreferences, { body })).data;
}

/** Saves, then shows the saved member and reloads the list. */
export function useUpdateMemberPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMemberPreferences,
    onSuccess: (detail) => {
      queryClient.setQueryData(sprayNetKeys.member(detail.Member.UserName), detail);
      void queryClient.invalidateQueries({ queryKey: sprayNetKeys.members() });
    },
  });
}
