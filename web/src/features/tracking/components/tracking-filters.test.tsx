import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, fail, mockApi, ok } from '@/testing/fetch-mock';
import { ulid } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { EMPTY_FILTERS } from '../lib/tracking-query';
import { TrackingFilters } from './tracking-filters';

const LIST = 'beewatchagent/GetCategoryList';

/** The filters as the reporting screen shows them, with a way to leave and come back. */
function Toggle() {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown((s) => !s)}>
        toggle
      </button>
      {shown && <TrackingFilters initial={EMPTY_FILTERS} onSearch={vi.fn()} />}
    </>
  );
}

describe('tracking filters', () => {
  it('asks for the categories again each time it opens, so a new or deleted one shows at once', async () => {
    let categories = [{ CategoryID: ulid(1, '01HZC'), Name: 'Nest' }];
    const seen = mockApi({
      'GET account/CheckLogin': () => fail(401, 2, 'Session expired'),
      [`GET ${LIST}`]: () => ok(categories),
    });
    renderWithProviders(<Toggle />);
    const options = () =>
      within(screen.getByLabelText('Category'))
        .getAllByRole('option')
        .map((o) => o.textContent);
    await waitFor(() => expect(options()).toEqual(['Select Category', 'Nest']));

    // A category is added and another deleted on the category list screen meanwhile.
    categories = [{ CategoryID: ulid(2, '01HZC'), Name: 'Hornet at hive' }];
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    await waitFor(() => expect(options()).toEqual(['Select Category', 'Hornet at hive']));
    expect(callsTo(seen, LIST)).toHaveLength(2);
  });
});
