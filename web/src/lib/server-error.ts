import { ApiError } from './api-client';
import { translateMessage } from './i18n';

/**
 * The text to show when a request failed: the server's message in the UI language (by its
 * MessageKey, else its English text), or `fallback` (usually common.requestFailed) when no
 * envelope came back (network failure, spec §8).
 */
export function serverErrorText(err: unknown, fallback: string): string {
  return err instanceof ApiError && !err.isTransport ? translateMessage(err) : fallback;
}
