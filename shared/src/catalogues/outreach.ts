/**
 * Outreach: the Administrator's CRM mail (home/crmmail, role-screens §1.6) and the swarm
 * thank-you messages (admin/sendswarmalertthanks, §1.5). Both go out through the alert pipeline
 * (SNS → SQS → the alert worker: email, SMS, portal inbox), one message per recipient.
 */
export const OutreachMsg = {
  selectRole: 'Please select at least one role',
  selectChannel: 'Please select at least one channel',
  enterSubject: 'Please enter the subject',
  enterBody: 'Please enter the message',
  noRecipients: 'No user matches this audience',
  audienceChanged: 'The audience changed since it was counted; count the recipients again',
  mailNotFound: 'Message not found',
  queued: 'Messages queued for delivery',
  selectSwarm: 'Please select at least one swarm',
  thanksQueued: 'Thank-you messages queued',
} as const;
