import { API } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { guideKeys } from './get-user-guide';

/** GET admin/FetchUserGuideItem: one item for the editor. */
export async function getGuideItem(
  roleId: number,
  languageId: number,
  detailsId: string,
  signal?: AbortSignal,
) {
  const res = await call(API.guides.fetchUserGuideItem, {
    query: { RoleID: roleId, LanguageID: languageId, DetailsID: detailsId },
    signal,
  });
  return res.data;
}

export function useGuideItem(roleId: number, languageId: number, detailsId: string | null) {
  return useQuery({
    queryKey: guideKeys.item(roleId, languageId, detailsId ?? ''),
    queryFn: ({ signal }) => getGuideItem(roleId, languageId, detailsId!, signal),
    enabled: Boolean(detailsId),
  });
}
