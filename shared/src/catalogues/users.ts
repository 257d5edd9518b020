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
} as const;
