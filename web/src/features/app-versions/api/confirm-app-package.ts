import { API } from '@beewatch/shared';
import { call } from '@/lib/api-client';

/** POST admin/ConfirmAppPackage: the server checks the upload and publishes it. */
export async function confirmAppPackage(id: string) {
  return (await call(API.content.confirmAppPackage, { query: { AppVersionID: id } })).data;
}
