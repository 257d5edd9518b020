import { GuideAdminItem, type SaveGuideForm } from '@beewatch/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { guideKeys } from './get-user-guide';

/** GET admin/UserGuideList: the items of one role and language (admin/userguide). */
export async function getAdminGuide(roleId: number, languageId: number, signal?: AbortSignal) {
  const res = await apiRequest('admin/UserGuideList', {
    query: { RoleID: roleId, LanguageID: languageId },
    data: z.array(GuideAdminItem),
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
  const res = await apiRequest('admin/FetchUserGuideItem', {
    query: { RoleID: roleId, LanguageID: languageId, DetailsID: detailsId },
    data: GuideAdminItem,
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
export async function saveGuideItem(body: SaveGuideForm) {
  const res = await apiRequest('admin/SaveUserGuide', { method: 'POST', body, data: GuideAdminItem });
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
export async function deleteGuideItem(body: { RoleID: number; LanguageID: number; DetailsID: string }) {
  await apiRequest('admin/DeleteUserGuide', { method: 'POST', body, data: z.null() });
}
export function useDeleteGuideItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGuideItem,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: guideKeys.all }),
  });
}
