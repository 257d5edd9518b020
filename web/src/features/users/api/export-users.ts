import { API, type UserFilter, type UserRow } from '@beewatch/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { saveCsv, type CsvTable } from '@/lib/csv';

/** GET admin/ExportUsers: every user the filters keep (at most 10,000); the server audits it. */
export async function exportUsers(filter: UserFilter): Promise<UserRow[]> {
  const res = await call(API.users.exportUsers, { query: filter });
  return res.data;
}

/** Users.csv's columns, in order: each heading and the field of a user row it shows. */
const USER_CSV_COLUMNS = {
  FullName: 'FullName',
  UserName: 'UserName',
  Email: 'Email',
  Role: 'RoleName',
  Organisation: 'OrganizationName',
  Country: 'CountryName',
  PostCode: 'ZipCode',
  Status: 'Status',
  ExpiryDate: 'SubscriptionExpiry',
  LastLogin: 'LastLoginTime',
  TwoStep: 'TwoStepMode',
  TestUser: 'IsTestUser',
  Created: 'CreatedAt',
} as const satisfies Record<string, keyof UserRow>;

/** The exported users as Users.csv's table (a blank cell where a user has no value). */
export function usersCsv(rows: UserRow[]): CsvTable {
  const fields = Object.values(USER_CSV_COLUMNS);
  return {
    fields: Object.keys(USER_CSV_COLUMNS),
    data: rows.map((r) => fields.map((field) => r[field] ?? '')),
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
