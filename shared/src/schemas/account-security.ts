import { Role } from '../enums.js';

/**
 * Messages of the portal's own account-security limits (the spec gives none): verification
 * code issuance caps, the wrong-guess lockout of a code flow and the wrong-password lockout.
 * The web app translates them through i18n with the English text as the key.
 */
export const SecurityMsg = {
  tooManyCodesSent: 'Too many verification codes were sent. Please try again later.',
  codeFlowLocked: 'Too many wrong verification codes. Please try again later.',
  signInLocked: 'Too many failed sign-ins. This account is locked for a while; please try again later.',
  adminCodeNeedsSuperAdministrator:
    'Only a Super Administrator may generate access codes for administrator-level roles',
  adminCodeOneUse: 'An access code for an administrator-level role has one use',
  adminCodeWithinAYear: 'An access code for an administrator-level role must expire within a year',
  expiryWithinFiveYears: 'Expiry Date must be within 5 years',
} as const;

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
