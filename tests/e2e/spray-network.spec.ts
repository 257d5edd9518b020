import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { expectNoAxeViolations } from './axe-support';
import { signInPastTwoStep } from './content-support';
import { expectNoSidewaysScroll, expectTablesInView, openScreen } from './support';

/**
 * The spray network (role-screens §3.1, §6.1, §6.2, §7.2–7.4) with the seed's generated demo: the
 * bystander signs in to their own home on admin/index and sees the generated spray 640 m from it
 * (within 1 km), their activity and their Local Coordinator; the farmer reaches the spray liaison
 * and reports a suspected poisoning; the liaison lists the network of their Spray Domain, edits
 * a member's preferences with consent, and reads the domain's spray history (the generated spray
 * is flagged under 48 h) with its deliveries. English and French, desktop and 390 × 844, axe.
 */
const SPRAY = 'Acetamiprid 200 g/l (generated demo)';
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];
const T = {
  en: {
    home: 'My home and spraying nearby',
    band: /0\.5–1 km · north-east/,
    upcoming: 'Spraying within 1 km in the next 14 days',
    activity: 'Spray activity near me',
    allActivity: 'All spray activity near me',
    coordinator: 'Local Coordinator',
    members: 'Members of my spray network',
    history: 'Spray notification history',
    under48: 'Under 48 h',
    deliveries: 'Deliveries',
    csv: 'Export CSV',
    message: 'Message the farmer',
    hazard: 'Bee hazard',
    show: 'Show',
    green: 'Green',
    col: {
      product: 'Product',
      type: 'Pesticide type',
      beekeepers: 'Beekeepers alerted',
      bystanders: 'Bystanders alerted',
      under48: 'Under 48 h',
      farmer: 'Farmer',
    },
    yes: 'Yes',
    insecticide: 'Insecticide',
  },
  fr: {
    home: 'Mon domicile et les traitements à proximité',
    band: /0,5 à 1 km · au nord-est/,
    upcoming: 'Traitements à moins de 1 km dans les 14 prochains jours',
    activity: 'Traitements près de chez moi',
    allActivity: 'Tous les traitements près de chez moi',
    coordinator: 'Coordinateur local',
    members: 'Membres de mon réseau',
    history: 'Historique des avis de traitement',
    under48: 'Moins de 48 h',
    deliveries: 'Envois',
    csv: 'Exporter en CSV',
    message: "Écrire à l'agriculteur",
    hazard: 'Danger pour les abeilles',
    show: 'Afficher',
    green: 'Vert',
    col: {
      product: 'Produit',
      type: 'Type de pesticide',
      beekeepers: 'Apiculteurs alertés',
      bystanders: 'Riverains alertés',
      under48: 'Moins de 48 h',
      farmer: 'Agriculteur',
    },
    yes: 'Oui',
    insecticide: 'Insecticide',
  },
} as const;

async function fitsAndAccessible(page: Page) {
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
}

for (const lang of ['en', 'fr'] as const)
  for (const vp of VIEWPORTS)
    test.describe(`${lang} ${vp.width} px`, () => {
      const t = T[lang];
      test.use({ viewport: vp });
      test.beforeEach(async ({ page }) => {
        if (lang === 'fr') await page.addInitScript(() => localStorage.setItem('beewatch.lang', 'fr'));
      });

      test('the bystander signs in to their home and sees the demo spray within 1 km', async ({ page }) => {
        await signInPastTwoStep(page, 'bystander');
        await expect(page).toHaveURL(/\/admin\/index$/);
        await expect(page.getByRole('heading', { level: 1, name: t.home })).toBeVisible();
        const upcoming = page.getByRole('table', { name: t.upcoming });
        const row = upcoming.getByRole('row').filter({ hasText: SPRAY });
        await expect(row).toHaveCount(1);
        await expect(row).toContainText(t.band);
        // Never the field or the farmer.
        await expect(page.getByText(/Home Farm|Pat Farmer/)).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 2, name: t.coordinator })).toBeVisible();
        await expect(page.locator('[data-liaison="spraylaison"]')).toBeVisible();
        await fitsAndAccessible(page);

        await page.getByRole('link', { name: t.allActivity }).click();
        await expect(page).toHaveURL(/\/beekeeper\/activity$/);
        await expect(page.getByRole('heading', { level: 1, name: t.activity })).toBeVisible();
        await expect(
          page.getByRole('table', { name: t.activity }).getByRole('row').filter({ hasText: SPRAY }),
        ).toHaveCount(1);
        await fitsAndAccessible(page);
      });

      test('the spray liaison lists their network and the domain’s spray history with its deliveries', async ({
        page,
      }) => {
        await signInPastTwoStep(page, 'spraylaison');
        await openScreen(page, '/beewatchagent/members', t.members);
        await expect(page.locator('[data-member="bystander"]')).toContainText('GU1');
        await expect(page.locator('[data-member="net.keeper.dorking"]')).toContainText('RH5');
        await fitsAndAccessible(page);

        await openScreen(page, '/beewatchagent/history', t.history);
        const row = page.locator('[data-spray]').filter({ hasText: SPRAY });
        await expect(row).toHaveCount(1);
        await expect(row).toContainText(t.under48);
        // 'Message the farmer' opens the portal's new message to them, about this spray.
        await expect(row.getByRole('link', { name: t.message })).toHaveAttribute(
          'href',
          /^\/home\/newmessage\?to=pesticide&title=/,
        );
        // Every column is in view beside the menu on a desktop; on a phone each notification is a card.
        await expectTablesInView(page);
        await fitsAndAccessible(page);

        // The export: one value under each of the 15 headings; the seeded spray alerted the demo
        // beekeeper (apiaries within 10 km) and the demo bystander (home 640 m away).
        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: t.csv }).click();
        const csv = Papa.parse<string[]>(readFileSync(await (await download).path(), 'utf8').trim()).data;
        expect(csv[0]).toHaveLength(15);
        const exported = csv.find((r) => r.includes(SPRAY))!;
        const byHeading = Object.fromEntries(csv[0]!.map((h, i) => [h, exported[i]!]));
        expect(byHeading).toMatchObject({
          [t.col.product]: SPRAY,
          [t.col.type]: t.insecticide,
          [t.col.under48]: t.yes,
        });
        expect(Number(byHeading[t.col.beekeepers])).toBeGreaterThanOrEqual(1);
        expect(Number(byHeading[t.col.bystanders])).toBeGreaterThanOrEqual(1);
        expect(byHeading[t.col.farmer]).not.toBe('');

        // A filter the spray does not pass (an insecticide's hazard is red) hides it.
        await page.getByLabel(t.hazard).selectOption({ label: t.green });
        await page.getByRole('button', { name: t.show }).click();
        await expect(row).toHaveCount(0);
        await page.getByLabel(t.hazard).selectOption({ index: 0 });
        await page.getByRole('button', { name: t.show }).click();
        await expect(row).toHaveCount(1);

        await row.getByRole('button', { name: t.deliveries }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectNoAxeViolations(page);
      });
    });

test('the bystander saves their alert preferences', async ({ page }) => {
  await signInPastTwoStep(page, 'bystander');
  await openScreen(page, '/beekeeper/bystander', T.en.home);
  const mobile = page.getByLabel('Mobile for SMS');
  await mobile.fill('07700');
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(
    page.getByText('Please enter a mobile number in international format, e.g. +447700900123'),
  ).toBeVisible();
  await mobile.fill('');
  // Amplify's checkbox: its label takes the click.
  await page.getByText('Call me before spraying', { exact: true }).click();
  await expect(page.getByLabel('Call me before spraying')).toBeChecked();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Your alert preferences were saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Call me before spraying')).toBeChecked();
  await page.getByText('Call me before spraying', { exact: true }).click();
  await expect(page.getByLabel('Call me before spraying')).not.toBeChecked();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Your alert preferences were saved')).toBeVisible();

  // Their own history, exported for data portability.
  await page.goto('/beekeeper/activity');
  await expect(
    page.getByRole('table', { name: 'Spray activity near me' }).getByRole('row').filter({ hasText: SPRAY }),
  ).toHaveCount(1);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export my history (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^spray-activity-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
});

test('the farmer reaches the spray liaison of their area and reports a suspected poisoning', async ({
  page,
}) => {
  await signInPastTwoStep(page, 'pesticide');
  await openScreen(page, '/pesticide/agent', 'Local Coordinator');
  const card = page.locator('[data-liaison="spraylaison"]');
  await expect(card.getByRole('link', { name: 'spraylaison@bee.watch.local' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Send message' })).toHaveAttribute(
    'href',
    '/home/newmessage?to=spraylaison',
  );
  await card.getByRole('button', { name: 'Report suspected bee poisoning' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Please describe what you saw')).toBeVisible();
  await dialog.getByLabel(/^Where/).fill('Merrow, by the church');
  await dialog.getByLabel(/^What you saw/).fill('Dead bees at two hives after spraying (e2e)');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Your report was sent to the spray liaison')).toBeVisible();
});

test('the spray liaison changes a member’s preferences only with their consent', async ({ page }) => {
  await signInPastTwoStep(page, 'spraylaison');
  await page.goto('/beewatchagent/members');
  await page
    .locator('[data-member="net.keeper.dorking"]')
    .getByRole('link', { name: /^Edit the preferences of/ })
    .click();
  await expect(page).toHaveURL(/\/beewatchagent\/editmember\?user=net\.keeper\.dorking$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Edit member contact preferences' }),
  ).toBeVisible();
  await page.locator('#member-Language').selectOption('fr');
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Please confirm that the member asked for this change')).toBeVisible();
  await page.getByText('The member asked for this change', { exact: true }).click();
  await expect(page.getByLabel('The member asked for this change')).toBeChecked();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Contact preferences saved')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'spraylaison: language' })).toBeVisible();
  await expectNoAxeViolations(page);
});
