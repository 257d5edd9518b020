import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe-support';
import { canvasStats } from './spray-support';
import { chooseFrench, signInPastTwoStep } from './content-support';

/**
 * the beekeeper's apiaries — add one placed by its post code (the lookup fills the
 * coordinates, the map shows it), edit it, and delete it; in English and in French.
 */

for (const fr of [false, true]) {
  test(`${fr ? 'FR' : 'EN'}: adds an apiary by post code, edits and deletes it`, async ({ page }) => {
    const t = fr
      ? { name: 'Nom', postCode: 'Code postal', find: 'Trouver le code postal', save: 'Enregistrer' }
      : { name: 'Name', postCode: 'Post code', find: 'Find post code', save: 'Save' };
    const name = `E2E apiary ${fr ? 'fr' : 'en'} ${Date.now() % 100000}`;
    await signInPastTwoStep(page, 'beekeeper');
    if (fr) await chooseFrench(page);
    await page.goto('/beekeeper/addapiary');
    await page.getByLabel(t.name, { exact: true }).fill(name);
    // An unknown post code: the server's message, nothing filled in.
    await page.getByLabel(t.postCode, { exact: true }).fill('ZZ99');
    await page.getByRole('button', { name: t.find }).click();
    await expect(page.locator('form').getByRole('alert')).toBeVisible();
    await expect(page.getByLabel('Latitude')).toHaveValue('');
    // GU2 (Guildford) → its centroid in the coordinates.
    await page.getByLabel(t.postCode, { exact: true }).fill('GU2');
    await page.getByRole('button', { name: t.find }).click();
    await expect(page.getByLabel('Latitude')).toHaveValue(/^51\.2/);
    await expect(page.getByLabel('Longitude')).toHaveValue(/^-0\.[56]/);
    // A latitude out of range is refused, and the map stays usable once it is put right.
    const latitude = await page.getByLabel('Latitude').inputValue();
    await page.getByLabel('Latitude').fill('200');
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.locator('form').getByRole('alert').first()).toBeVisible();
    await page.getByLabel('Latitude').fill(latitude);
    await expect(page.getByTestId('sites-map')).toBeVisible();
    await expect(page.locator('.map-fallback')).toHaveCount(0);
    await page.getByRole('button', { name: t.save }).click();
    await expect(page).toHaveURL(/\/beekeeper\/myapiaries$/);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('GU2');
    // The map draws the apiaries (green markers on the basemap).
    await expect.poll(async () => (await canvasStats(page)).green, { timeout: 10_000 }).toBeGreaterThan(10);
    await page.screenshot({ path: `test-results/apiaries-${fr ? 'fr' : 'en'}.png`, fullPage: true });

    await row.getByRole('link', { name: fr ? 'Modifier' : 'Edit' }).click();
    await expect(page.getByLabel(t.name, { exact: true })).toHaveValue(name);
    await page.getByLabel(t.name, { exact: true }).fill(`${name} renamed`);
    await page.getByRole('button', { name: t.save }).click();
    const renamed = page.getByRole('row').filter({ hasText: `${name} renamed` });
    await expect(renamed).toBeVisible();

    const editLink = await renamed.getByRole('link', { name: fr ? 'Modifier' : 'Edit' }).getAttribute('href');
    await renamed.getByRole('button', { name: fr ? 'Supprimer' : 'Delete' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: fr ? /^Oui$/i : /^Yes$/i })
      .click();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);

    // A stale link to the deleted apiary: the screen's title, why, and the way back to the list.
    await page.goto(editLink!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      fr ? 'Modifier un rucher' : 'Edit apiary',
    );
    await expect(page.getByRole('alert')).toHaveText(fr ? 'Rucher introuvable' : 'Apiary not found');
    await expectNoAxeViolations(page);
    await page
      .getByRole('main')
      .getByRole('link', { name: fr ? 'Mes ruchers' : 'My apiaries' })
      .click();
    await expect(page).toHaveURL(/\/beekeeper\/myapiaries$/);
  });
}
