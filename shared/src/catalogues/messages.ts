/** Title and body limits, characters (the dropdown shows the title on one line). */
export const MESSAGE_TITLE_MAX = 150;
export const MESSAGE_BODY_MAX = 4000;

/** Largest RecordPerPage accepted: one Query page stays small (ours). */
export const MESSAGES_PAGE_MAX = 50;

/** Verbatim server messages of the messaging routes (the web maps them to French). */
export const MessageMsg = {
  pageIndexNeedsToken: 'PageIndex > 1 needs the NextToken of the previous page',
  recordPerPageTooLarge: `RecordPerPage must be between 1 and ${MESSAGES_PAGE_MAX}`,
  notYourBox: 'You can only read your own messages',
  messageNotFound: 'Message not found',
  recipientRequired: 'Please select a recipient',
  titleRequired: 'Please enter Title',
  bodyRequired: 'Please enter Message',
  titleTooLong: `Title can have at most ${MESSAGE_TITLE_MAX} characters`,
  bodyTooLong: `Message can have at most ${MESSAGE_BODY_MAX} characters`,
  recipientUnknown: 'This user cannot receive messages',
  recipientInactive: 'This account is inactive and cannot receive messages',
  recipientNotReachable: 'You cannot send a message to this user',
  notToYourself: 'You cannot send a message to yourself',
  messageSent: 'Message sent',
} as const;
