import { ApiError } from './api-client';
import { translateMessage, type MessageSource } from './i18n';

/**
 * What a failed request has to say: the envelope's ErrorMessage with its MessageKey, so it is
 * translated by key where it is shown (and follows a language switch), or common.requestFailed
 * when no envelope came back (network failure, spec §8).
 */
export function failureMessage(err: unknown): MessageSource {
  if (err instanceof ApiError && !err.isTransport && err.message)
    return { message: err.message, messageKey: err.messageKey };
  return { i18nKey: 'common.requestFailed' };
}

/** failureMessage in the UI language: the text a form, dialog or status line shows. */
export function serverErrorText(err: unknown): string {
  return translateMessage(failureMessage(err));
}
