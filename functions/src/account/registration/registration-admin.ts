import {
  ADMIN_LEVEL_ROLE_IDS,
  SecurityMsg,
  type AccessCodeRow,
  type GenerateAccessCodeValues,
} from '@beewatch/shared';
import { ForbiddenError } from '../../lib/errors.js';
import type { Actor } from '../../lib/actor.js';
import { decodePageToken, encodePageToken } from '../../lib/page-token.js';
import { createAccessCode, listAccessCodePage } from './access-codes.js';
import { recordAdminAction } from '../audit/audit-repository.js';

/** Page tokens of the access-code list are bound to this name (see page-token.ts). */
const LIST_INDEX = 'byKind:ACCESSCODE';

/** admin/AccessCodeList: a page of codes, newest first, and the token of the next page. */
export async function accessCodeList(limit: number, nextToken?: string | null) {
  const startKey = nextToken ? decodePageToken(nextToken, LIST_INDEX) : undefined;
  const page = await listAccessCodePage(limit, startKey);
  return { rows: page.items, nextToken: encodePageToken(LIST_INDEX, page.lastKey) };
}

/**
 * admin/GenerateAccessCode: a new code granting the role until the end (UTC) of the expiry day,
 * for MaxUses registrations; audited as 'GenerateAccessCode' under the administrator's name.
 * A code for an administrator-level role (ADMIN_LEVEL_ROLE_IDS) only from a SuperAdministrator,
 * else ForbiddenError (403); the schema caps such a code to one use within a year.
 */
export async function generateAccessCode(
  actor: Actor,
  input: GenerateAccessCodeValues,
): Promise<AccessCodeRow> {
  if (ADMIN_LEVEL_ROLE_IDS.includes(input.RoleID) && actor.roleName !== 'SuperAdministrator')
    throw new ForbiddenError(SecurityMsg.adminCodeNeedsSuperAdministrator);
  const code = await createAccessCode({
    RoleID: input.RoleID,
    ExpiryDate: new Date(`${input.ExpiryDate}T23:59:59.999Z`).toISOString(),
    MaxUses: input.MaxUses,
    PurchaserEmail: input.PurchaserEmail || null,
    CreatedBy: actor.userName,
  });
  await recordAdminAction(actor.userName, 'GenerateAccessCode');
  return code;
}
