import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe-support';
import { signInAdmin, signInPastTwoStep } from './content-support';
import { choose, expectNoSidewaysScroll as noSidewaysScroll } from './support';

/**
 * Pesticide reference data and catalogue (role-screens §1.7–§1.10, §3.2): the administrator's
 * active substances (EU export), product catalogue, product form with its live traffic light and
 * the pesticide-user relations list; the farmer's product finder, where expired products are
 * greyed, a tank mix is built and scheduled. English and French, desktop and 390 × 844, axe.
 */

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

async function french(page: Page) {
  await page.addInitScript(() => localStorage.setItem('beewatch.lang', 'fr'));
}

for (const fr of [false, true])
  for (const vp of VIEWPORTS)
    test(`${fr ? 'FR' : 'EN'} ${vp.width} px: the administrator's substances, catalogue, product form and relations`, async ({
      page,
    }) => {
      await page.setViewportSize(vp);
      if (fr) await french(page);
      await signInAdmin(page);

      // admin/pesticidelist: the EU export, searchable, with its attribution.
      await page.goto('/admin/pesticidelist');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('© European Union, EU Pesticides Database')).toBeVisible();
      await page.getByLabel(fr ? 'Rechercher par nom' : 'Search by name').fill('lambda-cy');
      const lambda = page.getByRole('row', { name: /lambda-Cyhalothrin/ });
      await expect(lambda).toBeVisible();
      await expect(lambda).toContainText('91465-08-6');
      await expect(lambda).toContainText('Insecticide');
      await noSidewaysScroll(page);
      await expectNoAxeViolations(page);

      // admin/pesticideproducts: demo products with their lights; the expired one says so.
      await page.goto('/admin/pesticideproducts');
      const expired = page.getByRole('row', { name: /DEMO Cyper 100 EC/ });
      await expect(expired).toContainText(fr ? 'Expiré' : 'Expired');
      await expect(expired).toHaveClass(/pesticide-row-unusable/);
      await expect(page.getByRole('row', { name: /DEMO Cyhalo 100 CS/ })).toContainText(fr ? 'Rouge' : 'Red');
      await noSidewaysScroll(page);
      await expectNoAxeViolations(page);

      // admin/addproduct: the light follows the statements as they are ticked.
      await page.goto('/admin/addproduct');
      const light = page.locator('[aria-live="polite"] [data-light]');
      await expect(light).toHaveAttribute('data-light', 'green');
      await choose(page.getByRole('checkbox', { name: fr ? 'Nocif pour les abeilles' : 'Harmful to bees' }));
      await expect(light).toHaveAttribute('data-light', 'amber');
      await choose(
        page.getByRole('checkbox', {
          name: fr ? 'SPe 8 : dangereux pour les abeilles' : 'SPe 8: dangerous to bees',
        }),
      );
      await expect(light).toHaveAttribute('data-light', 'red');
      await noSidewaysScroll(page);
      await expectNoAxeViolations(page);

      // admin/crmpesticides: the demo pesticide user with their season figures.
      await page.goto('/admin/crmpesticides');
      await expect(page.getByRole('row', { name: /\(pesticide\)/ })).toBeVisible();
      await noSidewaysScroll(page);
      await expectNoAxeViolations(page);
    });

test('the administrator adds a product from EU substances and messages a selected pesticide user', async ({
  page,
}) => {
  await signInAdmin(page);
  await page.goto('/admin/addproduct');
  const name = `E2E Tebu ${Date.now() % 100000}`;
  await page.getByLabel('Product name').fill(name);
  await page.getByLabel('Authorisation number').fill(String(90000 + (Date.now() % 9999)));
  await page.getByLabel('Add an active substance').fill('tebucon');
  await page.getByRole('button', { name: 'Add Tebuconazole' }).click();
  await page.getByLabel('Concentration of Tebuconazole').fill('250');
  await page.getByLabel('Expiry date').fill('2029-06-30');
  await choose(page.getByRole('checkbox', { name: 'Apply outside bee flight' }));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/pesticideproducts$/);
  await page.getByLabel('Search by product name').fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Tebuconazole 250 g/l');
  await expect(row).toContainText('Amber');

  // A refused number: the server's message, translated, and nothing saved.
  await page.goto('/admin/addproduct');
  await page.getByLabel('Product name').fill('Duplicate');
  await page.getByLabel('Authorisation number').fill('99001');
  await page.getByLabel('Add an active substance').fill('tebucon');
  await page.getByRole('button', { name: 'Add Tebuconazole' }).click();
  await page.getByLabel('Concentration of Tebuconazole').fill('250');
  await page.getByLabel('Expiry date').fill('2029-06-30');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('A product with this authorisation number already exists in this country'),
  ).toBeVisible();

  // Message selected, through the messages route.
  await page.goto('/admin/crmpesticides');
  const farmer = page.getByRole('row', { name: /\(pesticide\)/ });
  await farmer.getByRole('checkbox').check();
  await page.getByLabel('Title').fill('Spray notices');
  await page.getByLabel('Message', { exact: true }).fill('Please notify spraying 48 hours ahead.');
  await page.getByRole('button', { name: 'Send to selected' }).click();
  await expect(page.getByText('Messages sent: 1.')).toBeVisible();
});

for (const fr of [false, true])
  for (const vp of VIEWPORTS)
    test(`${fr ? 'FR' : 'EN'} ${vp.width} px: the farmer builds a tank mix in the treatments database and schedules it`, async ({
      page,
    }) => {
      await page.setViewportSize(vp);
      if (fr) await french(page);
      await signInPastTwoStep(page, 'pesticide');
      await page.goto('/pesticide/treatmentsdatabase');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      // Expired products are greyed and cannot be used.
      await page.getByLabel(fr ? 'Disponibilité' : 'Availability').selectOption('all');
      const expired = page.getByRole('row', { name: /DEMO Cyper 100 EC/ });
      await expect(expired).toHaveClass(/pesticide-row-unusable/);
      await expect(expired.getByRole('link', { name: /Use|Utiliser/ })).toHaveCount(0);
      await expired.getByRole('button', { name: /Details|Détails/ }).click();
      const dialog = page.getByRole('dialog');
      await expect(
        dialog.getByText(
          fr ? /ne peut pas servir à un nouveau traitement/ : /cannot be used in a new schedule/,
        ),
      ).toBeVisible();
      await expect(dialog.locator('img.light-picture')).toHaveAttribute('src', /^data:image\/svg\+xml/);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');

      // A tank mix of a pyrethroid and an azole: amber + green, one step worse → red.
      await page.getByLabel(fr ? 'Disponibilité' : 'Availability').selectOption('usable');
      const mixName = `Mix ${fr ? 'fr' : 'en'} ${vp.width} ${Date.now() % 100000}`;
      await page
        .getByRole('row', { name: /DEMO Fluva 240 EW/ })
        .getByRole('checkbox')
        .check();
      await page
        .getByRole('row', { name: /DEMO Tebucon 250 EW/ })
        .getByRole('checkbox')
        .check();
      await page.getByLabel(fr ? 'Nom du mélange' : 'Mix name').fill(mixName);
      await page.getByRole('button', { name: fr ? 'Enregistrer le mélange' : 'Save tank mix' }).click();
      await expect(
        page.getByText(
          fr
            ? `Mélange « ${mixName} » enregistré : danger pour les abeilles Rouge.`
            : `Tank mix '${mixName}' saved: bee hazard Red.`,
        ),
      ).toBeVisible();
      const mixRow = page.getByRole('row', { name: new RegExp(mixName) });
      await expect(mixRow).toContainText(fr ? 'Rouge' : 'Red');
      await noSidewaysScroll(page);
      await expectNoAxeViolations(page);

      // Use in schedule: the form opens with the mix chosen; only catalogue choices are offered.
      await mixRow
        .getByRole('link', {
          name: fr ? `Utiliser dans un traitement : ${mixName}` : `Use in schedule: ${mixName}`,
        })
        .click();
      await expect(page).toHaveURL(/\/pesticide\/addtreatmentschedule\?MixtureID=/);
      const product = page.getByLabel(fr ? 'Produit' : 'Product');
      await expect(product.locator('option:checked')).toContainText(mixName);
      const offered = await product.locator('option').allTextContents();
      expect(offered.some((o) => o.includes('DEMO Cyper 100 EC'))).toBe(false);
      expect(offered.some((o) => o.includes('DEMO Pirimi'))).toBe(false);
      expect(offered.some((o) => o.includes('DEMO Tebucon 250 EW'))).toBe(true);
      await page
        .getByLabel(fr ? 'Parcelle' : 'Field', { exact: true })
        .selectOption({ label: 'Home Farm — north field' });
      await noSidewaysScroll(page);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: fr ? 'Enregistrer' : 'Save' }).click();
      await expect(page).toHaveURL(/\/pesticide\/treatmentschedulelist$/);
      await expect(page.getByRole('row', { name: new RegExp(mixName) }).first()).toContainText(
        'DEMO Fluva 240 EW',
      );
    });

test('a single authorised product goes from the finder to the schedule form', async ({ page }) => {
  await signInPastTwoStep(page, 'pesticide');
  await page.goto('/pesticide/treatmentsdatabase');
  await page
    .getByRole('row', { name: /DEMO Glypho 360/ })
    .getByRole('link', { name: 'Use in schedule: DEMO Glypho 360' })
    .click();
  const product = page.getByLabel('Product');
  await expect(product.locator('option:checked')).toContainText('DEMO Glypho 360 (99004) · Herbicide');
  await expect(page.getByText('Pesticide type: Herbicide')).toBeVisible();
});
