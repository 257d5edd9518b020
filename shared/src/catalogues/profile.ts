/**
 * My Profile, the audit popups and unsubscribe. Field names and lengths are
 * those of the spec's registration user (§3, §5); the same rules as registration where the
 * spec gives them, so a profile saved here would also pass registration.
 */
export const ProfileMsg = {
  enterFirstName: 'Please enter First Name',
  enterLastName: 'Please enter Last Name',
  enterAddressLine1: 'Please enter Address Line 1',
  enterPostCode: 'Please enter Post Code',
  validPostCode: 'Please enter a valid Post Code',
  enterEmail: 'Please enter Email',
  validEmail: 'Please enter valid email',
  selectCountry: 'Please select Country',
  enterMobile: 'Please enter Mobile 1',
  validMobile: 'Please enter a valid Mobile 1',
  /** Spec §5 Unsubscribe (verbatim, also for an empty code). */
  enterUserName: 'Please enter User Name.',
  /** Spec §5 Unsubscribe (verbatim, with its full stop). */
  codeNotValid: 'Verification code is not valid.',
  /** Spec §8 'Account Deleted' dialog (verbatim, typos included). */
  unsubscribed: 'you have succesfully unsubscribe. your account will be delete soon',
  /** Sign-in of an unsubscribed (disabled) account. */
  accountDisabled: 'This account has been unsubscribed and is disabled.',
  profileNotFound: 'Profile not found',
  /** Confirming an email change when none waits (ours). */
  noEmailChange: 'There is no email change to confirm',
  enterCode: 'Please enter the verification code',
} as const;
