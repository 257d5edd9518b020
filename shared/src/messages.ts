/**
 * Messages of spec §5 and §8, verbatim (typos included). The server sends these in
 * ErrorMessage with their stable key in MessageKey (message-keys.ts); the web app shows them
 * by that key in the UI language.
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

/**
 * Messages of the API itself (the HTTP wrapper, sessions, paging, records) — ours, not the spec's.
 * Domain errors send these texts; the envelope carries their key too.
 */
export const ApiMsg = {
  somethingWentWrong: 'Something went wrong',
  unknownRoute: 'Unknown route',
  pleaseSignIn: 'Please sign in',
  notAllowed: 'You are not allowed to do this',
  invalidInput: 'Invalid input',
  sessionExpired: 'Session expired',
  invalidCredentials: 'Invalid user name or password',
  noPortalProfile: 'This account has no portal profile',
  noRole: 'This account has no role',
  bodyNotObject: 'The request body must be a JSON object',
  bodyTooDeep: 'The request body is nested too deeply',
  malformedJson: 'Malformed JSON body',
  tryAgain: 'Please try again',
  invalidNextToken: 'Invalid NextToken',
  nextTokenRequired: 'NextToken is required for PageIndex above 1',
  nextTokenOtherFilter: 'NextToken belongs to another filter or sort',
  tooManyWrongCodes: 'Too many wrong codes. Please start again.',
  viaPortalOnly: 'Requests must come through the portal',
  creatorOnlyMedia: 'Only the creator of this record can confirm its media',
  trackingNotFound: 'Tracking record not found',
  trackingExists: 'Tracking record exists',
  postCodeNotFound: 'Post code not found',
  imageNotFound: 'Image not found',
  mediaSaved: 'Media saved',
  descriptionTooLong: 'Description must be at most 40 characters',
  otpLength: 'Verification code has 6 digits',
  fromAfterTo: 'From date must not be after To date',
  accountDisabled: 'This account has been unsubscribed and is disabled.',
  invalidTrackingId: 'Invalid tracking id',
  apiaryNotFound: 'Apiary not found',
  apiaryLimit: 'A professional beekeeper may have 25 apiaries',
  hornetTokenInvalid: 'The token is invalid or has expired. Please sign in to the app again',
  hornetTokenMismatch: 'The user id or name does not match the token',
  hornetNoPostCode: 'No post code is saved for this user. Please add one in My Profile',
  hornetRecordNotFound: 'Hornet activity not found',
  fieldNotFound: 'Field not found',
  scheduleNotFound: 'Treatment schedule not found',
  pastDate: 'A pending treatment cannot be in the past',
  scheduleChangedMeanwhile: 'This schedule was changed meanwhile. Please reload it and try again',
  enterName: 'Please enter a name',
  enterProduct: 'Please enter a product',
  invalidCoordinates: 'Invalid coordinates',
  invalidLatitude: 'Invalid coordinates: latitude must be -90 to 90',
  invalidLongitude: 'Invalid coordinates: longitude must be -180 to 180',
  invalidDate: 'Invalid date',
  invalidId: 'Invalid id',
} as const;
