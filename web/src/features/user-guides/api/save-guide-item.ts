import { API } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type BodyOf } from '@/lib/api-client';
import { guideKeys } from './get-user-guide';

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
