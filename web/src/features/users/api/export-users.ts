import { API, type UserFilter, type UserRow } from '@beewatch/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { saveCsv, type CsvTable } from '@/lib/csv';

/** GET admin/ExportUsers: every user the filters keep (at most 10,000); the server audits it. */
export async function exportUsers(filter: UserFilter): Promise<UserRow[]> {
  const res = await call(API.users.exportUsers, { query: filter });
  return res.data;
}

/** Users.csv's columns, in order: the heading and the cell of a user row (blank where unknown). */
const USER_CSV_COLUMNS: [string, (r: UserRow) => unknown][] = [
  ['FullName', (r) => r.FullName],
  ['UserName', (r) => r.UserName],
  ['Email', (r) => r.Email],
  ['Role', (r) => r.RoleName],
  ['Organisation', (r) => r.OrganizationName],
  ['Country', (r) => r.CountryName],
  ['PostCode', (r) => r.ZipCode],
  ['Status', (r) => r.Status],
  ['ExpiryDate', (r) => r.SubscriptionExpiry],
  ['LastLogin', (r) => r.LastLoginTime],
  ['TwoStep', (r) => r.TwoStepMode],
  ['TestUser', (r) => r.IsTestUser],
  ['Created', (r) => r.CreatedAt],
];

/** The exported users as Users.csv's table. */
export function usersCsv(rows: UserRow[]): CsvTable {
  return {
    fields: USER_CSV_COLUMNS.map(([heading]) => heading),
    data: rows.map((r) => USER_CSV_COLUMNS.map(([, cell]) => cell(r) ?? '')),
  };
}

/**
 * Exports the users the filters keep and saves them as Users.csv; resolves to how many were
 * exported. Asked on demand: each export is audited, so it is never cached or refetched.
 */
export function useExportUsers() {
  return useMutation({
    mutationFn: async (filter: UserFilter) => {
      const rows = await exportUsers(filter);
      saveCsv(usersCsv(rows), 'Users.csv');
      return rows.length;
    },
  });
}
