import { API, type UserFilter, type UserRow } from '@beewatch/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET admin/ExportUsers: every user the filters keep (at most 10,000); the server audits it. */
export async function exportUsers(filter: UserFilter): Promise<UserRow[]> {
  const res = await call(API.users.exportUsers, { query: filter });
  return res.data;
}

/** The export, asked on demand (each one is audited, so it is never cached or refetched). */
export function useExportUsers() {
  return useMutation({ mutationFn: exportUsers });
}
