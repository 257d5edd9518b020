import { PAGE_SIZE } from '@beewatch/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { callsTo, fail, mockApi, ok, type Handler, type SeenRequest } from '@/testing/fetch-mock';
import { sessionResult } from '@/testing/fixtures';
import { scrollThroughThreePages } from '@/testing/infinite-scroll';
import { scrollIntoViewMock } from '@/testing/intersection-observer';
import { renderApp } from '@/testing/render';
import { activityOf, categoryId, categoryRowOf, categoryRowsOf } from '../testing/category-fixtures';

const LIST = 'admin/CategoryList';

/** Pages of 15, 15 and 5 rows; page n>1 must come with the token page n-1 gave. */
function threePages(): Handler {
  return (req) => {
    const token = req.query.get('NextToken');
    const page = token ? Number(token.replace('tok-', '')) + 1 : 1;
    if (token && !/^tok-[12]$/.test(token)) return fail(400, 1, 'Invalid NextToken');
    const count = page < 3 ? PAGE_SIZE : 5;
    // Even with a token, a short page ends the list (spec §9).
    return ok(categoryRowsOf((page - 1) * PAGE_SIZE + 1, count), { NextToken: `tok-${page}` });
  };
}

function api(list: Handler = threePages(), extra: Record<string, Handler> = {}) {
  return mockApi({
    'GET account/CheckLogin': () => ok(sessionResult()),
    [`GET ${LIST}`]: list,
    ...extra,
  });
}

const listQueries = (seen: SeenRequest[]) =>
  callsTo(seen, LIST).map((r) => [r.query.get('RecordPerPage'), r.query.get('NextToken')]);
const dataRows = () => screen.getAllByRole('row').filter((r) => r.hasAttribute('data-id'));

async function openScreen() {
  renderApp('/bscontroller/categorylist');
  await screen.findByRole('heading', { name: 'Category list' });
  await waitFor(() => expect(dataRows()).toHaveLength(PAGE_SIZE));
}

describe('category list screen', () => {
  it('lists 15 categories with their first recipient and how many more', async () => {
    api(() => ok([categoryRowOf(1, { RecipientCount: 3 }), categoryRowOf(2)], { NextToken: null }));
    renderApp('/bscontroller/categorylist');
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Name',
      'Description',
      'Recipient Name',
      'Recipient Email',
      'Delete',
      'Edit',
    ]);
    const first = within(dataRows()[0]);
    expect(first.getByText('Recipient 1')).toBeTruthy();
    expect(first.getByText('r1@example.org')).toBeTruthy();
    expect(first.getByText('+2')).toBeTruthy();
    expect(first.getByText('and 2 more recipients')).toBeTruthy();
    expect(within(dataRows()[1]).queryByText(/^\+/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete category Category 001' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit category Category 002' })).toBeTruthy();
  });

  it('loads the next page with the NextToken as the user scrolls, until a short page', async () => {
    const seen = api();
    await openScreen();
    // The third page is short: nothing watches the sentinel after it, and no fourth request.
    await scrollThroughThreePages(dataRows);
    expect(listQueries(seen)).toEqual([
      ['15', null],
      ['15', 'tok-1'],
      ['15', 'tok-2'],
    ]);
    expect(screen.queryByRole('button', { name: 'Load more categories' })).toBeNull();
  });

  it('stops when the server gives no NextToken', async () => {
    const seen = api(() => ok(categoryRowsOf(1, PAGE_SIZE), { NextToken: null }));
    await openScreen();
    expect(scrollIntoViewMock(screen.getByTestId('scroll-sentinel'))).toBe(0);
    expect(listQueries(seen)).toHaveLength(1);
  });

  it('deletes after a yes, says Data deleted and reloads from the first page', async () => {
    const seen = api(threePages(), { 'POST admin/DeleteCategory': () => ok(null) });
    await openScreen();
    scrollIntoViewMock(screen.getByTestId('scroll-sentinel'));
    await waitFor(() => expect(dataRows()).toHaveLength(30));

    fireEvent.click(screen.getByRole('button', { name: 'Delete category Category 003' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete category' });
    expect(
      within(dialog).getByText('Are you sure you want to delete the category "Category 003"?'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(callsTo(seen, 'admin/DeleteCategory')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete category Category 003' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete category' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Data deleted')).toBeTruthy();
    expect(callsTo(seen, 'admin/DeleteCategory')[0]).toMatchObject({ method: 'POST' });
    expect(callsTo(seen, 'admin/DeleteCategory')[0].query.get('CategoryID')).toBe(categoryId(3));
    await waitFor(() => expect(listQueries(seen)).toHaveLength(3));
    expect(listQueries(seen)[2]).toEqual(['15', null]);
    await waitFor(() => expect(dataRows()).toHaveLength(PAGE_SIZE));
  });

  it("shows a refused delete in the Error dialog with the server's message", async () => {
    api(threePages(), {
      'POST admin/DeleteCategory': () => fail(409, 6, 'This category has tracking records'),
    });
    await openScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Delete category Category 001' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(error).getByText('This category has tracking records')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Delete category' })).toBeNull();
    fireEvent.click(within(error).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dataRows()).toHaveLength(PAGE_SIZE);
  });

  it('adds a category: add popup, Continue, activity popup, save, Category added, reload', async () => {
    const seen = api(threePages(), {
      'POST admin/AddEditCategory': () => ok({ CategoryID: categoryId(99) }),
    });
    await openScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    const add = within(await screen.findByRole('dialog', { name: 'Add Category' }));
    fireEvent.change(add.getByLabelText('Name'), { target: { value: 'Asian hornet nest' } });
    fireEvent.change(add.getByLabelText('Description'), { target: { value: 'Found in a hedge' } });
    fireEvent.click(add.getByRole('button', { name: 'Continue' }));

    const activity = within(await screen.findByRole('dialog', { name: 'Add activity' }));
    expect(screen.queryByRole('dialog', { name: 'Add Category' })).toBeNull();
    expect((activity.getByLabelText('Name') as HTMLInputElement).value).toBe('Asian hornet nest');
    expect((activity.getByLabelText('Description') as HTMLTextAreaElement).value).toBe('Found in a hedge');
    fireEvent.click(activity.getByRole('checkbox', { name: 'Police' }));
    fireEvent.click(activity.getByRole('checkbox', { name: 'Map' }));
    fireEvent.click(activity.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Category added')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(seen, 'admin/AddEditCategory')[0].body).toMatchObject({
      Name: 'Asian hornet nest',
      Description: 'Found in a hedge',
      Responsibility: 5,
      EscalateByInt: 1,
    });
    await waitFor(() => expect(listQueries(seen)).toHaveLength(2));
  });

  it('edits a category after fetching it, then says Category updated', async () => {
    const seen = api(threePages(), {
      'GET admin/FetchDataForEditCategory': (req) =>
        ok(activityOf(Number(req.query.get('CategoryID')!.slice(-3)))),
      'POST admin/AddEditCategory': () => ok({ CategoryID: categoryId(2) }),
    });
    await openScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Edit category Category 002' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit activity' }));
    expect(callsTo(seen, 'admin/FetchDataForEditCategory')[0].query.get('CategoryID')).toBe(categoryId(2));
    const description = dialog.getByLabelText('Description') as HTMLTextAreaElement;
    expect(description.value).toBe('Description 2');
    fireEvent.change(description, { target: { value: 'Changed' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Category updated')).toBeTruthy();
    expect(callsTo(seen, 'admin/AddEditCategory')[0].body).toMatchObject({
      CategoryID: categoryId(2),
      Description: 'Changed',
    });
  });

  it('opens a category saved without an activity for editing', async () => {
    api(threePages(), {
      'GET admin/FetchDataForEditCategory': () =>
        ok(
          activityOf(4, {
            Responsibility: null,
            EscalateByInt: null,
            Map: false,
            Notes: false,
            Recipients: [],
          }),
        ),
    });
    await openScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Edit category Category 004' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit activity' }));
    expect(dialog.getAllByRole('checkbox').filter((c) => (c as HTMLInputElement).checked)).toHaveLength(0);
  });

  it('works in French', async () => {
    await i18n.changeLanguage('fr');
    api();
    renderApp('/bscontroller/categorylist');
    expect(await screen.findByRole('heading', { name: 'Liste des catégories' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ajouter une catégorie' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Nom du destinataire' })).toBeTruthy();
  });
});
