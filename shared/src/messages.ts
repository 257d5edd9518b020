/**
 * Messages of spec §5 and §8, verbatim (typos included). The server sends these in
 * ErrorMessage; the web app translates them through i18n using the English text as the key
 * where the message came from the server.
 */
export const Msg = {
  enterUsername: 'Please enter username',
  enterPassword: 'Please enter password',
  enterDescription: 'Please enter Description',
  subscriptionExpired:
    'Your subscription has been expired. Please contact us to renew your Bee.Watch subscription.',
  unableToLogin: 'Unable to login',
  dataSaved: 'Data saved',
  dataDeleted: 'Data deleted',
  categoryAdded: 'Category added',
  categoryUpdated: 'Category updated',
  passwordResetSuccessfully: 'Password reset successfully',
  enterVerificationCode: 'Please enter Verification Code',
  verificationCodeNotValid: 'Verification code is not valid',
} as const;
