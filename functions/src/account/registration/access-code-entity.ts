import { AccessCodeRow } from '@beewatch/shared';

/**
 * The access code entity of the account table: pk `ACCESSCODE#<CODE>`, sk `ACCESSCODE`, listed
 * newest first on byKind (kind `ACCESSCODE`, kindSort `<CreatedAt ISO>#<CODE>`). A code grants a
 * role and a subscription expiry (ExpiryDate, ISO 8601) to at most MaxUses registrations or
 * renewals; Uses counts them. Codes are upper case; a code typed in any case finds its item.
 */
export type AccessCode = AccessCodeRow;

/** byKind partition of every access code (sorted `<CreatedAt ISO>#<CODE>`). */
export const ACCESS_CODE_KIND = 'ACCESSCODE';

/** The key of a code's item (the code trimmed and upper-cased). */
export const accessCodeKey = (code: string) => ({
  pk: `ACCESSCODE#${code.trim().toUpperCase()}`,
  sk: 'ACCESSCODE',
});

/** A code as stored: its key and byKind attributes, then the fields. */
export const accessCodeItemOf = (code: AccessCode) => ({
  ...accessCodeKey(code.AccessCode),
  kind: ACCESS_CODE_KIND,
  kindSort: `${code.CreatedAt}#${code.AccessCode}`,
  ...code,
});

/** The code of a stored item (its key attributes dropped). @throws ZodError on a malformed item. */
export const parseAccessCode = (item: unknown): AccessCode => AccessCodeRow.parse(item);
