import { Role } from '../enums.js';
import { SecurityMsg } from '../catalogues/account-security.js';

export { SecurityMsg };

/**
 * Roles with administrative powers an access code may grant (ours, from the route table):
 * Administrator manages users, codes and keys; BSController deletes tracking records and sets
 * the escalation recipients. VQAdministrator and iWAS hold no route of their own. Only a
 * SuperAdministrator may issue codes for these, with ADMIN_CODE_MAX_USES and ADMIN_CODE_MAX_DAYS.
 */
export const ADMIN_LEVEL_ROLE_IDS: readonly number[] = [Role.Administrator, Role.BSController];

/** Uses of an access code for an administrator-level role (ours: one code, one person). */
export const ADMIN_CODE_MAX_USES = 1;
/** Days ahead an administrator-level code's expiry may be (ours: a year, renewed yearly). */
export const ADMIN_CODE_MAX_DAYS = 366;
/** Years ahead any access code's expiry may be (ours; was unbounded). */
export const ACCESS_CODE_MAX_YEARS = 5;
