import { OTP_LENGTH } from '../constants.js';

/**
 * Messages of the recovery, renewal, change-password and two-step screens (spec §5, §8
 * verbatim, typos included); the others are ours and say so.
 */
export const RecoveryMsg = {
  enterVerificationCode: 'Please enter verification code',
  codeSentOnEmail: 'Verification code sent on your registered email.',
  newPasswordRequired: 'New passsword is required',
  confirmPasswordRequired: 'Confirm Password is required',
  passwordShouldMatch: 'Password should be match',
  enterSixDigitCode: 'Please enter 6 digit verification code.',
  renewEnterEmail: 'Please enter your email from which you have purchase Access Code',
  renewEnterAccessCode: 'Please enter Access Code.',
  subscriptionUpdated: 'Subscription update successfully. Please try to login now',
  // Ours (the spec gives none):
  otpLength: `Verification code has ${OTP_LENGTH} digits`,
  oldPasswordRequired: 'Old password is required',
  oldPasswordWrong: 'Old password is not correct',
  passwordPolicy:
    'Password must have at least 12 characters with an upper case letter, a lower case letter, a digit and a symbol',
  validEmail: 'Please enter valid email',
  renewRefused: 'The email, access code or user name is not valid',
  renewNotLonger: 'This access code does not extend your subscription',
} as const;
