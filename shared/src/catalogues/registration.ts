/**
 * Registration by access code (spec §2.6, §3 'Registration user', §4, §5) and the
 * administrator's access codes. Messages of spec §5 are verbatim (typos
 * included); the others are ours, in the same style.
 */
export const RegistrationMsg = {
  enterAccessCode: 'Please enter access code',
  emailMatch: 'Email and confirm email should be match',
  validEmail: 'Please enter valid email',
  minAge: 'Age should be minimum 13 years',
  validPostCode: 'Please enter a valid Post Code',
  validMobile1: 'Please enter a valid Mobile 1',
  validMobile2: 'Please enter a valid Mobile 2',
  enterDateOfBirth: 'Please enter Date of Birth',
  enterFirstName: 'Please enter First Name',
  enterLastName: 'Please enter Last Name',
  enterAddressLine1: 'Please enter Address Line 1',
  enterPostCode: 'Please enter Post Code',
  enterOrganisation: 'Please enter Organisation',
  selectCountry: 'Please select Country',
  enterMobile1: 'Please enter Mobile 1',
  enterEmail: 'Please enter Email',
  enterConfirmEmail: 'Please enter Confirm Email',
  enterUserName: 'Please enter User Name',
  userNameFormat: 'User name must be 3 to 50 letters, digits, dots, dashes or underscores',
  enterPassword: 'Please enter Password',
  passwordPolicy:
    'Password must have at least 12 characters with an upper case letter, a lower case letter, a digit and a symbol',
  enterConfirmPassword: 'Confirm Password is required',
  /** Spec §5 reset password's match message, reused for the registration password. */
  passwordMatch: 'Password should be match',
  accessCodeNotValid: 'This access code is not valid',
  accessCodeExpired: 'This access code has expired',
  accessCodeUsedUp: 'This access code has already been used',
  userNameTaken: 'This user name is taken',
  registered: 'Registration successful. Please login now',
  enterRole: 'Please select the role',
  roleNotAllowed: 'This role cannot be granted by an access code',
  enterExpiryDate: 'Please enter Expiry Date',
  expiryInFuture: 'Expiry Date must be in the future',
  usesRange: 'Number of uses must be between 1 and 1000',
  accessCodeGenerated: 'Access code generated',
} as const;
