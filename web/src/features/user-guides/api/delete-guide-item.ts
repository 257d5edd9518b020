import { API } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type BodyOf } from '@/lib/api-client';
import { guideKeys } from './get-user-guide';

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
