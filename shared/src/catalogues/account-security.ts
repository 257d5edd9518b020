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
