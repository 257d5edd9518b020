import { ApiKeyRow } from '@beewatch/shared';
import type * as z from 'zod/mini';

/**
 * The API key entity of the site table: `APIKEY#<key>` / `APIKEY`, listed newest first on byKind
 * (kind `APIKEY`, kindSort `<CreatedAt>#<key>`). RevokedAt/RevokedBy are absent until revoked.
 */
export const API_KEY_KIND = 'APIKEY';
export const apiKeyKey = (apiKey: string) => ({ pk: `APIKEY#${apiKey}`, sk: 'APIKEY' });

/** An active or revoked key record. */
export type ApiKeyRecord = z.infer<typeof ApiKeyRow>;

/** A new key as stored (not revoked): its key and byKind attributes, then the fields. */
export const apiKeyItemOf = (row: ApiKeyRecord) => ({
  ...apiKeyKey(row.ApiKey),
  kind: API_KEY_KIND,
  kindSort: `${row.CreatedAt}#${row.ApiKey}`,
  ApiKey: row.ApiKey,
  Owner: row.Owner,
  AllowedOrigin: row.AllowedOrigin,
  CreatedBy: row.CreatedBy,
  CreatedAt: row.CreatedAt,
});

/** A stored key item as a row. @throws ZodError on a malformed item. */
export const parseApiKey = (item: Record<string, unknown>): ApiKeyRecord =>
  ApiKeyRow.parse({ RevokedAt: null, RevokedBy: null, ...item });
