import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe-support';
import { coordinatesAtEnd } from './point-list-support';
import { openReporting, rows } from './support';

/** The coordinates that end a map list item, as the map's data-center writes them ('<lat>,<lng>'). */
async function coordinatesOf(item: Locator): Promise<string> {
  const { lat, lon } = coordinatesAtEnd((await item.textContent()) ?? '');
  return `${lat.toFixed(5)},${lon.toFixed(5)}`;
}

/** Checks a Geneva and a Basel record of the first page: about 200 km apart, more than a zoom-10 view. */
async function checkGenevaAndBasel(page: Page): Promise<void> {
  for (const place of ['Geneva, Switzerland', 'Basel-Stadt, Switzerland'])
    await rows(page).filter({ hasText: place }).first().getByRole('checkbox').check();
}

test.describe('Map Selected at the zoom of spec §9', () => {
  test.beforeEach(async ({ page }) => openReporting(page));

  test('one record opens at zoom 13 centred on its sighting', async ({ page }) => {
    await rows(page).nth(0).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Map Selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Selected record on the map' });
    const map = dialog.getByTestId('sites-map');
    await expect(map).toHaveAttribute('data-zoom', '13.00');
    await expect(map).toHaveAttribute(
      'data-center',
      await coordinatesOf(dialog.getByRole('listitem').first()),
    );
    await expect(dialog.getByRole('button', { name: 'Fit all' })).toHaveCount(0);
    await expectNoAxeViolations(page, '[role="dialog"]');
  });

  test('several open at zoom 10; those out of view are counted and Fit all shows them', async ({ page }) => {
    await checkGenevaAndBasel(page);
    await page.getByRole('button', { name: 'Map Selected' }).click();
    const dialog = page.getByRole('dialog', { name: '2 selected records on the map' });
    const map = dialog.getByTestId('sites-map');
    await expect(map).toHaveAttribute('data-zoom', '10.00');
    await expect(dialog.getByText('2 selected records are outside this view.')).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');
    await page.screenshot({ path: 'test-results/map-selected-desktop.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'test-results/map-selected-phone.png' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await dialog.getByRole('button', { name: 'Fit all' }).click();
    await expect.poll(async () => Number(await map.getAttribute('data-zoom'))).toBeLessThan(10);
    await expect(dialog.getByRole('button', { name: 'Fit all' })).toHaveCount(0);
  });
});

test('in French, the out-of-view count and Fit all are translated', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('beewatch.lang', 'fr'));
  await openReporting(page);
  await checkGenevaAndBasel(page);
  await page.getByRole('button', { name: 'Afficher la sélection sur la carte' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('sites-map')).toHaveAttribute('data-zoom', '10.00');
  await expect(dialog.getByText('2 signalements sélectionnés sont hors de cette vue.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Tout afficher' })).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
});
