import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { expectNoAxeViolations } from './axe-support';
import { openReporting, rows } from './support';

/**
 * 'Select all N matching records' on the controller's reporting screen: after the header box
 * checks the 15 loaded rows, the notice offers every record of the list's query, and Export
 * Selected and Map Selected then ask the server by the query (spec §7.1: the export fetches up
 * to 10,000 records with the tracking query), not by the ids of the loaded rows.
 */

/** The list's total as the screen shows it ('Total records: 602'). */
async function shownTotal(page: Page, label = /Total records: (\d+)/): Promise<number> {
  const text = (await page.getByText(label).textContent()) ?? '';
  return Number(label.exec(text)?.[1]);
}

const notice = (page: Page, name = 'Selection of all records') => page.getByRole('group', { name });

/** True when the page scrolls sideways. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test.describe('select all matching records', () => {
  test.beforeEach(async ({ page }) => openReporting(page));

  test('exports every matching record, more than are loaded, with the spec columns, and maps them', async ({
    page,
  }) => {
    const total = await shownTotal(page);
    expect(total).toBeGreaterThan(15);
    await page.getByRole('checkbox', { name: 'Select all loaded records' }).check();
    await expect(notice(page).getByText('All 15 loaded records are selected.')).toBeVisible();
    await expectNoAxeViolations(page, '.selection-notice');
    await page.screenshot({ path: 'test-results/select-all-matching-desktop.png' });
    await notice(page)
      .getByRole('button', { name: `Select all ${total} matching records` })
      .click();
    await expect(notice(page).getByText(`All ${total} matching records are selected.`)).toBeVisible();
    await expect(page.getByText(`${total} records selected`)).toBeVisible();
    await expectNoAxeViolations(page, '.selection-notice');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Selected' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Reporting.csv');
    const csv = Papa.parse<string[]>(readFileSync((await file.path())!, 'utf8'), {
      skipEmptyLines: true,
    }).data;
    expect(csv[0]).toEqual(['latitude', 'longitude', 'vector direction', 'date', 'category', 'notes']);
    expect(csv.length - 1).toBe(total);
    await expect(rows(page)).toHaveCount(15);
    const dates = csv.slice(1).map((r) => r[3]!);
    expect(dates[0]).toBe('2025-11-19T12:00:00.000Z');
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(csv.slice(1).every((r) => r.length === 6 && r[4] !== '')).toBe(true);

    await page.getByRole('button', { name: 'Map Selected' }).click();
    const dialog = page.getByRole('dialog', { name: `${total} selected records on the map` });
    await expect(dialog.getByTestId('sites-map')).toBeVisible();
    await expect.poll(() => dialog.getByRole('listitem').count()).toBeGreaterThanOrEqual(total);
    await expectNoAxeViolations(page, '[role="dialog"]');
    await page.keyboard.press('Escape');

    await notice(page).getByRole('button', { name: 'Clear selection' }).click();
    await expect(page.getByRole('button', { name: 'Export Selected' })).toHaveCount(0);
    await expect(notice(page)).toHaveCount(0);
  });

  test('unchecking one row leaves all matching for the other loaded rows', async ({ page }) => {
    const total = await shownTotal(page);
    await page.getByRole('checkbox', { name: 'Select all loaded records' }).check();
    await notice(page)
      .getByRole('button', { name: `Select all ${total} matching records` })
      .click();
    await rows(page).nth(2).getByRole('checkbox').uncheck();
    await expect(page.getByText('14 records selected')).toBeVisible();
    await expect(notice(page)).toHaveCount(0);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Selected' }).click();
    const lines = readFileSync((await (await download).path())!, 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(15);
  });

  test('the notice fits a 390 × 844 phone without sideways scroll', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const total = await shownTotal(page);
    await page.getByRole('checkbox', { name: 'Select all loaded records' }).check();
    await expect(notice(page)).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    const box = (await notice(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await notice(page)
      .getByRole('button', { name: `Select all ${total} matching records` })
      .click();
    await expect(notice(page).getByText(`All ${total} matching records are selected.`)).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    await expectNoAxeViolations(page, '.selection-notice');
    await page.screenshot({ path: 'test-results/select-all-matching-phone.png' });
  });
});

test('in French, the notice is translated and the export still takes every matching record', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('beewatch.lang', 'fr'));
  await openReporting(page);
  const total = await shownTotal(page, /Nombre total de signalements : (\d+)/);
  await page.getByRole('checkbox', { name: 'Sélectionner tous les signalements chargés' }).check();
  const group = notice(page, 'Sélection de tous les signalements');
  await expect(group.getByText('Les 15 signalements chargés sont sélectionnés.')).toBeVisible();
  await group.getByRole('button', { name: `Sélectionner les ${total} signalements correspondants` }).click();
  await expect(group.getByText(`Les ${total} signalements correspondants sont sélectionnés.`)).toBeVisible();
  await expectNoAxeViolations(page, '.selection-notice');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter la sélection' }).click();
  const lines = readFileSync((await (await download).path())!, 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toBe('latitude,longitude,vector direction,date,category,notes');
  expect(lines).toHaveLength(total + 1);
});
