/** Messages of the beekeeper home and weather routes: key → exact English text (sent as ErrorMessage, keyed by MessageKey). */
export const BeekeeperMsg = {
  apiaryNotFound: 'Apiary not found',
  forecastUnavailable: 'Forecast unavailable',
  notificationNotFound: 'Spray notification not found',
  messageRequired: 'Please enter a message',
  conversationNotFound: 'Conversation not found',
} as const;
