/**
 * The escalation sends of one tracking record (tracking table): partition `SEND#<record id>`,
 * sk `<channel>#<address>` (notify/send-claims.ts).
 */
export const escalationSendPartition = (hornetTrackingId: string) => `SEND#${hornetTrackingId}`;
