import { API } from '@beewatch/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type BodyOf } from '@/lib/api-client';
import { guideKeys } from './get-user-guide';

/** GET admin/UserGuideList: the items of one role and language (admin/userguide). */
export async function getAdminGuide(roleId: number, languageId: number, signal?: AbortSignal) {
  const res = await call(API.content.userGuideList, {
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

/** GET admin/FetchUserGuideItem: one item for the editor. */
export async function getGuideItem(
  roleId: number,
  languageId: number,
  detailsId: string,
  signal?: AbortSignal,
) {
  const res = await call(API.content.fetchUserGuideItem, {
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

/** POST admin/SaveUserGuide: the saved item, its HTML as the server sanitized it. */
export async function saveGuideItem(body: BodyOf<typeof API.content.saveUserGuide>) {
  const res = await call(API.content.saveUserGuide, { body });
  return res.data;
}
export function useSaveGuideItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGuideItem,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: guideKeys.all }),
  });
}

/** POST admin/DeleteUserGuide. */
export async function deleteGuideItem(body: BodyOf<typeof API.content.deleteUserGuide>) {
  await call(API.content.deleteUserGuide, { body });
}
export function useDeleteGuideItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGuideItem,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: guideKeys.all }),
  });
}
