import { API } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const guideKeys = {
  all: ['user-guides'] as const,
  guide: (roleId: number, languageId: number) => ['user-guides', 'public', roleId, languageId] as const,
  admin: (roleId: number, languageId: number) => ['user-guides', 'admin', roleId, languageId] as const,
  item: (roleId: number, languageId: number, detailsId: string) =>
    ['user-guides', 'item', roleId, languageId, detailsId] as const,
};

/** GET common/GetUserGuide (public; spec §7.2 'User guide list: RoleID, 2, LanguageID'): ObjDetails. */
export async function getUserGuide(roleId: number, languageId: number, signal?: AbortSignal) {
  const res = await call(API.guides.getUserGuide, {
    query: { RoleID: roleId, LanguageID: languageId },
    auth: false,
    signal,
  });
  return res.data.ObjDetails;
}

export function useUserGuide(roleId: number, languageId: number) {
  return useQuery({
    queryKey: guideKeys.guide(roleId, languageId),
    queryFn: ({ signal }) => getUserGuide(roleId, languageId, signal),
  });
}
