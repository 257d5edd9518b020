import { API, type UserFilter, type UserRow } from '@beewatch/shared';
import { call } from '@/lib/api-client';

/** GET admin/ExportUsers: every user the filters keep (at most 10,000); the server audits it. */
export async function exportUsers(filter: UserFilter): Promise<UserRow[]> {
  const res = await call(API.users.exportUsers, { query: filter });
  return res.data;
}
