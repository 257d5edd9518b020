import { API } from '@beewatch/shared';
import { call, type BodyOf } from '@/lib/api-client';

/** POST admin/AddAppVersion: the version (Pending) and its package upload form. */
export async function addAppVersion(body: BodyOf<typeof API.content.addAppVersion>) {
  return (await call(API.content.addAppVersion, { body })).data;
}
