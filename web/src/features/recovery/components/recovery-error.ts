import { ApiError } from '@/lib/api-client';
import i18n, { translateMessage } from '@/lib/i18n';

/** The message a failed recovery call shows (spec §8: the server's ErrorMessage in the form). */
export function recoveryErrorMessage(err: unknown): string {
  if (err instanceof ApiError && !err.isTransport && err.message) return translateMessage(err.message);
  return i18n.t('common.requestFailed');
}
