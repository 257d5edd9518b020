import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { API } from '@beewatch/shared';
import { openReporting, rows } from './support';

test.describe('controller reporting screen', () => {
  test.beforeEach(async ({ page }) => openReporting(page));

  test('lists the real records with total, attribution and infinite scroll', async ({ page }) => {
    await expect(page.getByText('Total records: 602')).toBeVisible();
    await expect(
      page.getByText('Asian hornet records: info fauna (CSCF), via GBIF.org — CC BY 4.0'),
    ).toBeVisible();
    await expect(rows(page).first().locator('time')).toHaveText('19-Nov-25 12:00');
    await rows(page).last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 5000);
    await expect.poll(() => rows(page).count()).toBeGreaterThanOrEqual(30);
  });

  test('keeps loading pages to the last record when the reader jumps to the end (End key)', async ({
    page,
  }) => {
    await expect(page.getByText('Total records: 602')).toBeVisible();
    const table = page.getByRole('table', { name: 'Tracking records' });
    // 15 records a page: from 100 rows on the list is virtualized (aria-rowcount = rows + header).
    await expect(async () => {
      await page.keyboard.press('End');
      expect(await table.getAttribute('aria-rowcount')).toBe('603');
    }).toPass({ timeout: 60_000 });
    await expect(page.getByRole('button', { name: 'Load more records' })).toHaveCount(0);
  });

  test('sorts a date range by Location and loads it to its end in that order', async ({ page }) => {
    await page.getByLabel('From date').fill('2025-08-15');
    await page.getByLabel('To date').fill('2025-11-15');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Total records: 364')).toBeVisible();
    // The pages of this sort by page number: a page of the date-sorted list may still be in flight
    // when the header is clicked, and the browser drops the body of a request it no longer needs.
    type Row = { LocationAddress: string | null; CreatedDate: string };
    const pages = new Map<number, Row[]>();
    page.on('response', async (res) => {
      if (!res.url().endsWith(`/api/${API.tracking.fetchTrackingHistory.path}`)) return;
      const asked = res.request().postDataJSON() as {
        orderColumn?: string;
        order?: string;
        PageIndex: number;
      };
      if (asked.orderColumn !== 'Location' || asked.order !== 'asc') return;
      const body = (await res.json().catch(() => null)) as { data?: Row[] } | null;
      if (body) pages.set(asked.PageIndex, body.data ?? []);
    });
    const header = page.getByRole('columnheader', { name: /Location/ });
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const table = page.getByRole('table', { name: 'Tracking records' });
    await expect(async () => {
      await page.keyboard.press('End');
      expect(await table.getAttribute('aria-rowcount')).toBe('365');
    }).toPass({ timeout: 60_000 });
    // Every page of the range, in the list's order: place (case- and accent-folded), then date.
    await expect.poll(() => [...pages.values()].flat().length).toBe(364);
    const loaded = [...pages.entries()].sort(([a], [b]) => a - b).flatMap(([, rows]) => rows);
    const keys = loaded.map(
      (r) =>
        `${(r.LocationAddress ?? '~').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}#${r.CreatedDate}`,
    );
    expect(keys).toEqual([...keys].sort());
  });

  test('sorts by Location, flipping the order on each click', async ({ page }) => {
    const header = page.getByRole('columnheader', { name: /Location/ });
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(rows(page).first().getByRole('link')).toHaveText('Aargau, Switzerland');
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(rows(page).first().getByRole('link')).toHaveText('Zurich, Switzerland');
  });

  test('filters by category and dates', async ({ page }) => {
    await page.getByLabel('Category').selectOption({ label: 'Sighting — cantonal wildlife service' });
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Total records: 1')).toBeVisible();
    await expect(rows(page)).toHaveCount(1);
    await page.getByLabel('Category').selectOption({ label: 'Select Category' });
    await page.getByLabel('From date').fill('2025-09-01');
    await page.getByLabel('To date').fill('2025-09-30');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Total records: 113')).toBeVisible();
  });

  test('edits a description with the spec validation', async ({ page }) => {
    const row = rows(page).nth(1);
    await row.getByRole('button', { name: 'Edit description' }).click();
    const dialog = page.getByRole('dialog');
    const input = dialog.getByLabel('Description');
    await input.fill('   ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Please enter Description')).toBeVisible();
    await input.fill('Hornet hawking at hive entrance');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Data saved')).toBeVisible();
    await expect(row).toContainText('Hornet hawking at hive entrance');
    await page.reload();
    await expect(rows(page).nth(1)).toContainText('Hornet hawking at hive entrance');
  });

  test('deletes a record after confirmation', async ({ page }) => {
    const row = rows(page).nth(2);
    const id = await row.getAttribute('data-id');
    await row.getByRole('button', { name: 'Delete record' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'No' }).click();
    await expect(page.locator(`tr[data-id="${id}"]`)).toHaveCount(1);
    await row.getByRole('button', { name: 'Delete record' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Data deleted')).toBeVisible();
    await expect(page.locator(`tr[data-id="${id}"]`)).toHaveCount(0);
    await expect(page.getByText(/Total records: 60[01]/)).toBeVisible();
  });

  test('opens the image, video, audio and location popups', async ({ page }) => {
    const withImage = rows(page)
      .filter({ has: page.getByRole('button', { name: 'View image' }) })
      .first();
    await withImage.getByRole('button', { name: 'View image' }).click();
    let dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('img')).toBeVisible();
    const download = page.waitForEvent('download');
    await dialog.getByRole('link', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.(png|jpe?g)$/);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Play audio' }).first().click();
    dialog = page.getByRole('dialog');
    await expect(dialog.locator('audio')).toHaveAttribute('src', /audio\.mp3/);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Play video' }).first().click();
    dialog = page.getByRole('dialog');
    await expect(dialog.locator('video')).toHaveAttribute('src', /video\.mp4/);
    await page.keyboard.press('Escape');

    await rows(page).first().getByRole('link').click();
    dialog = page.getByRole('dialog');
    await expect(dialog.locator('canvas')).toBeVisible();
    await expect(dialog.getByRole('list')).toContainText('47.46827');
  });

  test('exports and maps the selected records', async ({ page }) => {
    await rows(page).nth(0).getByRole('checkbox').check();
    await rows(page).nth(1).getByRole('checkbox').check();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Selected' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Reporting.csv');
    const csv = readFileSync((await file.path())!, 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(csv[0]).toBe('latitude,longitude,vector direction,date,category,notes');
    expect(csv).toHaveLength(3);
    await page.getByRole('button', { name: 'Map Selected' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('canvas')).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveCount(2);
  });

  test('works in French', async ({ page }) => {
    await page
      .getByLabel(/Language/)
      .first()
      .selectOption('fr');
    await expect(page.getByRole('heading', { name: 'Rapports' })).toBeVisible();
    await expect(page.getByText(/^Nombre total de signalements : 60[0-2]$/)).toBeVisible();
    await expect(page.getByRole('columnheader', { name: /Lieu/ })).toBeVisible();
    await expect(page.getByLabel('Catégorie')).toContainText('Choisir une catégorie');
    // date-fns French month abbreviations: 'nov.'
    await expect(rows(page).first().locator('time')).toHaveText('19-nov.-25 12:00');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Rapports' })).toBeVisible();
  });
});
