/**
 * Messages of the portal's own account-security limits (the spec gives none): verification
 * code issuance caps, the wrong-guess lockout of a code flow and the wrong-password lockout.
 * The web app translates them through i18n with the English text as the key.
 */
export const SecurityMsg = {
  tooManyCodesSent: 'Too many verification codes were sent. Please try again later.',
  codeFlowLocked: 'Too many wrong verification codes. Please try again later.',
  signInLocked: 'Too many failed sign-ins. This account is locked for a while; please try again later.',
} as const;
