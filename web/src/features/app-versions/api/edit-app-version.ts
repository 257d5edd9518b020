import { API } from '@beewatch/shared';
import { call, type BodyOf } from '@/lib/api-client';

/** POST admin/EditAppVersion: with ReplacePackage, a new upload form. */
export async function editAppVersion(body: BodyOf<typeof API.content.editAppVersion>) {
  return (await call(API.content.editAppVersion, { body })).data;
}
