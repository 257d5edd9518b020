import { PAGE_SIZE, TrackingCsvRow, TrackingPoint, type TrackingQuery } from '@beewatch/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as download from '@/lib/download';
import i18n from '@/lib/i18n';
import { callsTo, mockApi, ok, type Handler, type SeenRequest } from '@/testing/fetch-mock';
import { escalationSendOf, recordOf, recordsOf, sessionResult, ulid } from '@/testing/fixtures';
import { scrollThroughThreePages } from '@/testing/infinite-scroll';
import { scrollIntoViewMock } from '@/testing/intersection-observer';
import { renderApp } from '@/testing/render';

const FETCH = 'beewatchagent/FetchTrackingHistory';

/** Pages of 15, 15 and 5 rows; page n>1 must come with the token page n-1 gave. */
function threePages(): Handler {
  return (req) => {
    const q = req.body as TrackingQuery;
    const page = q.PageIndex ?? 1;
    if (page > 1 && q.NextToken !== `tok-${page - 1}`)
      return { status: 400, body: { ErrorCode: 1, ErrorMessage: 'Invalid NextToken', data: null } };
    const count = page < 3 ? PAGE_SIZE : 5;
    return ok(recordsOf((page - 1) * PAGE_SIZE + 1, count), {
      TotalRecord: 35,
      // Even with a token, a short page ends the list (spec §4).
      NextToken: `tok-${page}`,
    });
  };
}

function api(fetchHandler: Handler = threePages(), extra: Record<string, Handler> = {}) {
  return mockApi({
    'GET account/CheckLogin': () => ok(sessionResult()),
    'GET beewatchagent/GetCategoryList': () => ok([{ CategoryID: ulid(7, '01HZC'), Name: 'Nest' }]),
    [`POST ${FETCH}`]: fetchHandler,
    ...extra,
  });
}

const bodies = (seen: SeenRequest[]) => callsTo(seen, FETCH).map((r) => r.body as TrackingQuery);
const dataRows = () => screen.getAllByRole('row').filter((r) => r.hasAttribute('data-id'));

async function openScreen() {
  renderApp('/bscontroller/reporting');
  await screen.findByText('Total records: 35');
  await waitFor(() => expect(dataRows()).toHaveLength(PAGE_SIZE));
}

describe('reporting screen', () => {
  it('loads page one, newest first, 15 rows, and shows the total and the attribution', async () => {
    const seen = api();
    await openScreen();
    expect(bodies(seen)).toEqual([
      expect.objectContaining({
        PageIndex: 1,
        RecordPerPage: 15,
        CategoryID: '',
        orderColumn: 'Date',
        order: 'desc',
      }),
    ]);
    expect(
      screen.getByText('Asian hornet records: info fauna (CSCF), via GBIF.org — CC BY 4.0'),
    ).toBeTruthy();
    const date = screen.getByRole('columnheader', { name: /Date/ });
    expect(date.getAttribute('aria-sort')).toBe('descending');
  });

  it('loads the next page with the NextToken as the user scrolls, until a short page', async () => {
    const seen = api();
    await openScreen();
    // The third page is short: nothing watches the sentinel after it, and no fourth request.
    await scrollThroughThreePages(dataRows);
    expect(bodies(seen).map((b) => [b.PageIndex, b.NextToken ?? null])).toEqual([
      [1, null],
      [2, 'tok-1'],
      [3, 'tok-2'],
    ]);
    expect(screen.queryByRole('button', { name: 'Load more records' })).toBeNull();
  });

  it('toggles the sort of a column on each click and reloads from page one', async () => {
    const seen = api();
    await openScreen();
    scrollIntoViewMock(screen.getByTestId('scroll-sentinel'));
    await waitFor(() => expect(dataRows()).toHaveLength(30));

    const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });
    fireEvent.click(within(header('Location')).getByRole('button'));
    await waitFor(() =>
      expect(bodies(seen).at(-1)).toMatchObject({ orderColumn: 'Location', order: 'asc', PageIndex: 1 }),
    );
    expect(header('Location').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Date').getAttribute('aria-sort')).toBe('none');
    await waitFor(() => expect(dataRows()).toHaveLength(15));

    fireEvent.click(within(header('Location')).getByRole('button'));
    await waitFor(() =>
      expect(bodies(seen).at(-1)).toMatchObject({ orderColumn: 'Location', order: 'desc', PageIndex: 1 }),
    );
    expect(header('Location').getAttribute('aria-sort')).toBe('descending');

    fireEvent.click(within(header('Source')).getByRole('button'));
    await waitFor(() =>
      expect(bodies(seen).at(-1)).toMatchObject({ orderColumn: 'Source', order: 'asc', PageIndex: 1 }),
    );
    expect(bodies(seen).every((b) => b.PageIndex === 1 || b.orderColumn === 'Date')).toBe(true);
  });

  it('searches with the category and the local day range', async () => {
    const seen = api();
    await openScreen();
    fireEvent.change(await screen.findByLabelText('Category'), { target: { value: ulid(7, '01HZC') } });
    fireEvent.change(screen.getByLabelText('From date'), { target: { value: '2025-03-01' } });
    fireEvent.change(screen.getByLabelText('To date'), { target: { value: '2025-03-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(bodies(seen)).toHaveLength(2));
    expect(bodies(seen)[1]).toMatchObject({
      PageIndex: 1,
      CategoryID: ulid(7, '01HZC'),
      FromDate: new Date(2025, 2, 1, 0, 0, 0, 0).toISOString(),
      ToDate: new Date(2025, 2, 31, 23, 59, 59, 999).toISOString(),
    });
  });

  it('refuses a from date after the to date', async () => {
    const seen = api();
    await openScreen();
    fireEvent.change(screen.getByLabelText('From date'), { target: { value: '2025-04-01' } });
    fireEvent.change(screen.getByLabelText('To date'), { target: { value: '2025-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('From date must not be after To date')).toBeTruthy();
    expect(bodies(seen)).toHaveLength(1);
  });

  it('deletes after a yes, says Data deleted and reloads from page one', async () => {
    const seen = api(threePages(), { 'POST beewatchagent/DeleteTrackingHistory': () => ok(null) });
    await openScreen();
    const row = dataRows()[2];
    fireEvent.click(within(row).getByRole('button', { name: 'Delete record' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete record' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Data deleted')).toBeTruthy();
    expect(callsTo(seen, 'beewatchagent/DeleteTrackingHistory')[0].query.get('HornetTrackingID')).toBe(
      recordOf(3).HornetTrackingID,
    );
    await waitFor(() => expect(bodies(seen)).toHaveLength(2));
    expect(bodies(seen)[1]).toMatchObject({ PageIndex: 1 });
  });

  it('does not delete on No', async () => {
    const seen = api();
    await openScreen();
    fireEvent.click(within(dataRows()[0]).getByRole('button', { name: 'Delete record' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(seen, 'beewatchagent/DeleteTrackingHistory')).toHaveLength(0);
  });

  it('shows Export Selected and Map Selected once a row is checked; the header box checks all loaded rows', async () => {
    api();
    await openScreen();
    expect(screen.queryByRole('button', { name: 'Export Selected' })).toBeNull();
    fireEvent.click(within(dataRows()[0]).getByRole('checkbox', { name: 'Select record' }));
    expect(screen.getByRole('button', { name: 'Export Selected' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Map Selected' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all loaded records' }));
    expect(screen.getByText('15 records selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all loaded records' }));
    expect(screen.queryByRole('button', { name: 'Export Selected' })).toBeNull();
  });

  /** The first page of a list of `total` records; an Export answers `exported` rows. */
  function bigList(total: number): Handler {
    return (req) => {
      const q = req.body as TrackingQuery;
      if (q.Export === 'csv')
        return ok(
          {
            Categories: { [recordOf(1).CategoryID]: 'Nest' },
            Rows: recordsOf(1, Math.min(q.RecordPerPage ?? 0, 40)).map((r) => TrackingCsvRow.parse(r)),
          },
          { TotalRecord: total, NextToken: null },
        );
      if (q.Export === 'points')
        return ok(
          {
            Categories: { [recordOf(1).CategoryID]: 'Nest' },
            Points: recordsOf(1, 40).map((r) => TrackingPoint.parse(r)),
          },
          { TotalRecord: total, NextToken: null },
        );
      return ok(recordsOf(1, PAGE_SIZE), { TotalRecord: total, NextToken: 'tok-1' });
    };
  }
  const selectAll = () =>
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all loaded records' }));
  const notice = () => screen.getByRole('group', { name: 'Selection of all records' });

  it('offers all matching records once every loaded row is checked, then exports and maps by the query', async () => {
    const seen = api(bigList(40), {
      'POST beewatchagent/FlightLines': () => ok({ Lines: [], Estimates: [] }),
    });
    vi.spyOn(download, 'saveBlob').mockImplementation(() => undefined);
    renderApp('/bscontroller/reporting');
    await screen.findByText('Total records: 40');
    await waitFor(() => expect(dataRows()).toHaveLength(PAGE_SIZE));
    expect(screen.queryByRole('group', { name: 'Selection of all records' })).toBeNull();

    selectAll();
    expect(within(notice()).getByText('All 15 loaded records are selected.')).toBeTruthy();
    fireEvent.click(within(notice()).getByRole('button', { name: 'Select all 40 matching records' }));
    expect(within(notice()).getByText('All 40 matching records are selected.')).toBeTruthy();
    expect(screen.getByText('40 records selected')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Clear selection' })).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Export Selected' }));
    await waitFor(() => expect(bodies(seen).some((b) => b.Export === 'csv')).toBe(true));
    const csv = bodies(seen).find((b) => b.Export === 'csv')!;
    expect(csv).toMatchObject({ PageIndex: 1, RecordPerPage: 40, CategoryID: '', orderColumn: 'Date' });
    expect(csv.SelectedIDx).toBeUndefined();
    await waitFor(() => expect(download.saveBlob).toHaveBeenCalledTimes(1));

    fireEvent.click(screen.getByRole('button', { name: 'Map Selected' }));
    const dialog = await screen.findByRole('dialog', { name: '40 selected records on the map' });
    await waitFor(() => expect(bodies(seen).some((b) => b.Export === 'points')).toBe(true));
    await waitFor(() => expect(callsTo(seen, 'beewatchagent/FlightLines')).toHaveLength(1));
    expect((callsTo(seen, 'beewatchagent/FlightLines')[0].body as { IDs: string[] }).IDs).toHaveLength(40);
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(dialog.isConnected).toBe(false));

    fireEvent.click(within(notice()).getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('button', { name: 'Export Selected' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Selection of all records' })).toBeNull();
  });

  it('caps all matching at 10,000 with a note, and unchecking a row goes back to the checked rows', async () => {
    const seen = api(bigList(12_345));
    vi.spyOn(download, 'saveBlob').mockImplementation(() => undefined);
    renderApp('/bscontroller/reporting');
    await screen.findByText('Total records: 12345');
    await waitFor(() => expect(dataRows()).toHaveLength(PAGE_SIZE));

    selectAll();
    expect(
      within(notice()).getByText(
        '12,345 records match: an export or map takes at most 10,000, the first ones in the current order.',
      ),
    ).toBeTruthy();
    fireEvent.click(
      within(notice()).getByRole('button', { name: 'Select the first 10,000 matching records' }),
    );
    expect(
      within(notice()).getByText(
        'The first 10,000 of 12,345 matching records are selected, in the current order.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Export Selected' }));
    await waitFor(() => expect(bodies(seen).find((b) => b.Export === 'csv')?.RecordPerPage).toBe(10_000));

    fireEvent.click(within(dataRows()[3]).getByRole('checkbox', { name: 'Select record' }));
    expect(screen.getByText('14 records selected')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Selection of all records' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Clear selection' })).toBeTruthy();
  });

  it('shows the notice in French', async () => {
    api(bigList(40));
    await i18n.changeLanguage('fr');
    renderApp('/bscontroller/reporting');
    await waitFor(() => expect(dataRows()).toHaveLength(PAGE_SIZE));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner tous les signalements chargés' }));
    const group = screen.getByRole('group', { name: 'Sélection de tous les signalements' });
    expect(within(group).getByText('Les 15 signalements chargés sont sélectionnés.')).toBeTruthy();
    fireEvent.click(
      within(group).getByRole('button', { name: 'Sélectionner les 40 signalements correspondants' }),
    );
    expect(within(group).getByText('Les 40 signalements correspondants sont sélectionnés.')).toBeTruthy();
  });

  it('shows evidence icons only for the media a record has, and the compass bearing', async () => {
    api(() =>
      ok(
        [
          recordOf(1, {
            IsImageExist: false,
            VideoExtension: 'mp4',
            AudioExtension: null,
            CompassDegree: 90,
            LocationAddress: null,
          }),
          recordOf(2, {
            IsImageExist: true,
            VideoExtension: null,
            AudioExtension: 'mp3',
            CompassDegree: null,
          }),
        ],
        { TotalRecord: 2, NextToken: null },
      ),
    );
    renderApp('/bscontroller/reporting');
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    const [a, b] = dataRows();
    expect(within(a).queryByRole('button', { name: 'View image' })).toBeNull();
    expect(within(a).getByRole('button', { name: 'Play video' })).toBeTruthy();
    expect(within(a).getByRole('img', { name: 'Direction 90°' })).toBeTruthy();
    expect(within(a).getAllByRole('cell')[1].textContent).toBe('-');
    expect(within(b).getByRole('button', { name: 'View image' })).toBeTruthy();
    expect(within(b).getByRole('button', { name: 'Play audio' })).toBeTruthy();
    expect(within(b).queryByRole('img', { name: /Direction/ })).toBeNull();
    expect(within(b).getByRole('link', { name: 'Address 2' })).toBeTruthy();
  });

  it('shows the uploading spinner and polls until the video is available', async () => {
    let available = false;
    const seen = api(
      () => ok([recordOf(1, { VideoExtension: 'mp4' })], { TotalRecord: 1, NextToken: null }),
      {
        'GET beewatchagent/GetTrackingMedia': () =>
          ok({
            Url: available ? 'http://localhost/v.mp4' : null,
            Available: available,
            ExpiresInSeconds: 300,
          }),
      },
    );
    renderApp('/bscontroller/reporting');
    fireEvent.click(await screen.findByRole('button', { name: 'Play video' }));
    const dialog = await screen.findByRole('dialog', { name: 'Video' });
    expect(await within(dialog).findByText(/Uploading/)).toBeTruthy();
    available = true;
    await waitFor(
      () => expect(dialog.querySelector('video')?.getAttribute('src')).toBe('http://localhost/v.mp4'),
      {
        timeout: 6000,
      },
    );
    const media = callsTo(seen, 'beewatchagent/GetTrackingMedia');
    expect(media.length).toBeGreaterThanOrEqual(2);
    expect(media[0].query.get('type')).toBe('video');
  }, 10_000);

  it("opens a row's escalations from its 'Show escalations' button", async () => {
    const seen = api(threePages(), {
      'GET beewatchagent/GetEscalationSends': () => ok([escalationSendOf()]),
    });
    await openScreen();
    expect(screen.getByRole('columnheader', { name: 'Escalations' })).toBeTruthy();
    fireEvent.click(within(dataRows()[1]).getByRole('button', { name: 'Show escalations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Escalation messages' });
    expect(await within(dialog).findByRole('cell', { name: 'Ana Martin' })).toBeTruthy();
    expect(within(dialog).getByRole('cell', { name: 'Sent' })).toBeTruthy();
    expect(callsTo(seen, 'beewatchagent/GetEscalationSends')[0].query.get('id')).toBe(
      recordOf(2).HornetTrackingID,
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits a description, says Data saved and shows the new text', async () => {
    const seen = api(threePages(), { 'GET beewatchagent/SaveTrackingHistory': () => ok(null) });
    await openScreen();
    fireEvent.click(within(dataRows()[0]).getByRole('button', { name: 'Edit description' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit description' });
    fireEvent.change(within(dialog).getByLabelText('Description'), {
      target: { value: '  Nest under roof  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Data saved')).toBeTruthy();
    const save = callsTo(seen, 'beewatchagent/SaveTrackingHistory')[0];
    expect(save.query.get('Description')).toBe('Nest under roof');
    expect(save.query.get('ID')).toBe(recordOf(1).HornetTrackingID);
  });
});
