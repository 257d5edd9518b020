import { API } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { guideKeys } from './get-user-guide';

/** GET admin/UserGuideList: the items of one role and language (admin/userguide). */
export async function getAdminGuide(roleId: number, languageId: number, signal?: AbortSignal) {
  const res = await call(API.guides.userGuideList, {
    query: { RoleID: roleId, LanguageID: languageId },
    signal,
  });
  return res.data;
}

export function useAdminGuide(roleId: number, languageId: number) {
  return useQuery({
    queryKey: guideKeys.admin(roleId, languageId),
    queryFn: ({ signal }) => getAdminGuide(roleId, languageId, signal),
  });
}
