import { act, render, screen } from '@testing-library/react';
import { ErrorCode } from '@beewatch/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import i18n from '@/lib/i18n';
import '@/lib/message-catalogue';
import { ErrorLine } from './form';
import { QueryError, QueryProgress } from './query-status';

afterEach(() => i18n.changeLanguage('en'));

describe('error lines', () => {
  it("shows a failed query's server message by its key, and follows a switch to French", async () => {
    await i18n.changeLanguage('en');
    const error = new ApiError(ErrorCode.NotFound, 'Data saved', 404, 'msg.dataDeleted');
    render(<QueryError query={{ isError: true, error }} />);
    expect(screen.getByRole('alert').textContent).toBe('Data deleted');
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByRole('alert').textContent).toBe('Données supprimées');
  });

  it('says the request failed when a query failed without an envelope; nothing while it has not failed', async () => {
    await i18n.changeLanguage('fr');
    const { rerender } = render(
      <QueryProgress query={{ isPending: false, isError: false }} loadingLabel="…" />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<QueryProgress query={{ isPending: false, isError: true }} loadingLabel="…" />);
    expect(screen.getByRole('alert').textContent).toBe(i18n.t('common.requestFailed'));
    expect(screen.getByRole('alert').textContent).not.toBe(i18n.t('common.requestFailed', { lng: 'en' }));
  });

  it('gives the line the id a field names it by', () => {
    render(<ErrorLine id="name-error" message={{ i18nKey: 'common.requestFailed' }} />);
    expect(screen.getByRole('alert').id).toBe('name-error');
  });
});
