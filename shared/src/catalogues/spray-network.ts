/**
 * The spray network (role-screens §3.1, §6, §7.2–7.4): the spray liaison's contacts in their
 * Spray Domain and their alert preferences, the domain's spray notification history with its
 * deliveries, the bystander's home and activity, and the Local Coordinator card of farmers and
 * bystanders.
 */
export const SprayNetMsg = {
  memberNotInDomain: 'This person is not in your spray domain',
  notificationNotInDomain: 'This spray notification is not in your spray domain',
  notificationNotFound: 'Spray notification not found',
  consentRequired: 'Please confirm that the member asked for this change',
  mobileInvalid: 'Please enter a mobile number in international format, e.g. +447700900123',
  emailInvalid: 'Please enter a valid email address',
  smsNeedsMobile: 'SMS alerts need a mobile number',
  liaisonNotYours: 'This spray liaison does not cover your area',
  descriptionRequired: 'Please describe what you saw',
  placeRequired: 'Please say where it happened',
  noFailedDeliveries: 'No failed deliveries to send again',
  resent: 'The failed alerts were sent again',
  preferencesSaved: 'Your alert preferences were saved',
  memberSaved: 'Contact preferences saved',
  reportSent: 'Your report was sent to the spray liaison',
} as const;
