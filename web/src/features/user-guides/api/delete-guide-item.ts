import { API } from '@beewatch/shared';
import { call, type BodyOf } from '@/lib/api-client';
import { guideKeys } from './get-user-guide';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';

/** POST admin/DeleteUserGuide. */
export async function deleteGuideItem(body: BodyOf<typeof API.guides.deleteUserGuide>) {
  await call(API.guides.deleteUserGuide, { body });
}

export function useDeleteGuideItem() {
  return useInvalidatingMutation(deleteGuideItem, guideKeys.all);
}
