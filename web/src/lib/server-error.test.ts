import { ErrorCode } from '@beewatch/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiError, TRANSPORT_ERROR } from './api-client';
import i18n, { translateMessage } from './i18n';
import './message-catalogue';
import { failureMessage, serverErrorText } from './server-error';

describe('server errors in the UI language', () => {
  afterAll(() => i18n.changeLanguage('en'));

  it("shows the envelope's message by its MessageKey, so a differing English text cannot mistranslate it", async () => {
    await i18n.changeLanguage('fr');
    const err = new ApiError(ErrorCode.Validation, 'Data saved', 400, 'msg.dataDeleted');
    expect(serverErrorText(err)).toBe('Données supprimées');
    expect(failureMessage(err)).toEqual({ message: 'Data saved', messageKey: 'msg.dataDeleted' });
  });

  it('shows request-failed, in the UI language, when no envelope came back or the error is not an API error', async () => {
    await i18n.changeLanguage('fr');
    const fr = i18n.t('common.requestFailed');
    expect(fr).not.toBe(i18n.t('common.requestFailed', { lng: 'en' }));
    expect(serverErrorText(new ApiError(TRANSPORT_ERROR, 'Network error', 0))).toBe(fr);
    expect(serverErrorText(new TypeError('Failed to fetch'))).toBe(fr);
    expect(serverErrorText(new ApiError(ErrorCode.Internal, '', 500))).toBe(fr);
    // Kept by its key, so a form that shows it follows a later switch back to English.
    const kept = failureMessage(new TypeError('Failed to fetch'));
    await i18n.changeLanguage('en');
    expect(translateMessage(kept)).toBe(i18n.t('common.requestFailed'));
    expect(translateMessage(kept)).not.toBe(fr);
  });
});
