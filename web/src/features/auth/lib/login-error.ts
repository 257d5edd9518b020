import { ErrorCode, Msg } from '@beewatch/shared';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n';

/** The message a failed sign-in shows (spec §8): expired subscription, transport failure, or the server's text. */
export function loginErrorMessage(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.code === ErrorCode.SubscriptionExpired) return translateMessage(Msg.subscriptionExpired);
    if (!err.isTransport && err.message) return translateMessage(err);
  }
  return translateMessage(Msg.unableToLogin);
}
