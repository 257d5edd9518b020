import { API } from '@beewatch/shared';
import { call, type BodyOf } from '@/lib/api-client';
import { guideKeys } from './get-user-guide';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';

/** POST admin/SaveUserGuide: the saved item, its HTML as the server sanitized it. */
export async function saveGuideItem(body: BodyOf<typeof API.guides.saveUserGuide>) {
  const res = await call(API.guides.saveUserGuide, { body });
  return res.data;
}

export function useSaveGuideItem() {
  return useInvalidatingMutation(saveGuideItem, guideKeys.all);
}
