/**
 * User management of the Administrator (role-screens §1.2 admin/userlist, §1.3 admin/edituser,
 * §1.4 admin/adduser, §1.13 admin/expirednonactiverenewuser) and of the SuperAdministrator
 * (§2.1–2.3: the administrators). Field names follow spec §3 'Registration user'; the rules and
 * messages of spec §5 where the spec gives them, ours in the same style otherwise.
 */
export const UserMsg = {
  userNotFound: 'No such user',
  adminsBySuperAdministrator: 'Only a Super Administrator can create or edit administrators',
  superAdminNotHere: 'Super Administrators are managed only by a Super Administrator',
  lastSuperAdministrator: 'The last active Super Administrator cannot be deactivated',
  emailTaken: 'This email is already used by another account',
  userCreated: 'User created',
  invitationSent: 'User created; the invitation email was sent',
  remindersSent: 'Renewal reminders sent',
  subscriptionsExtended: 'Subscriptions extended',
  selectUsers: 'Please select at least one user',
  enterExpiryDate: 'Please enter Expiry Date',
  expiryDateFormat: 'Please enter the Expiry Date as a date',
  passwordResetSent: 'Password reset email sent',
  notAdministrator: 'This user is not an administrator',
  /** An administrator's new expiry day before today (superadmin/addadmin, editadmin). */
  expiryNotPast: 'Expiry Date cannot be in the past',
  dateOfBirthFormat: 'Please enter the Date of Birth as a date',
  // Over-long values (spec §5 maximum lengths, REGISTRATION_MAX); the forms' inputs stop at the
  // limit, so these reach only a request made outside the portal's forms.
  salutationTooLong: 'Salutation can have at most 20 characters',
  firstNameTooLong: 'First Name can have at most 50 characters',
  initialTooLong: 'Initial can have at most 50 characters',
  lastNameTooLong: 'Last Name can have at most 50 characters',
  addressLineTooLong: 'Address lines can have at most 100 characters',
  townTooLong: 'Town can have at most 50 characters',
  stateTooLong: 'County / state can have at most 50 characters',
  postCodeTooLong: 'Post Code can have at most 12 characters',
  organisationTooLong: 'Organisation can have at most 20 characters',
  mobile1TooLong: 'Mobile 1 can have at most 20 characters',
  mobile2TooLong: 'Mobile 2 can have at most 20 characters',
  emailTooLong: 'Email can have at most 100 characters',
  landLineTooLong: 'Landlines can have at most 50 characters',
  insurancePolicyTooLong: 'Insurance policy number can have at most 30 characters',
} as const;
