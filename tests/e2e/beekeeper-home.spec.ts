import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { MET_OFFICE_WEATHER_TITLES } from '@beewatch/shared';
import { expectNoAxeViolations } from './axe-support';
import { signInPastTwoStep } from './content-support';
import { choose, expectNoSidewaysScroll as fits, openScreen } from './support';

/**
 * The beekeeper's workspace (role-screens §5.1–§5.3, §10): the home of ProfessionalBeeKeeper
 * (spray alerts with the bee-hazard light and the under-48 h badge, weather today and tomorrow,
 * swarms, hornets, foulbrood) and SwarmWatch's reduced home (the swarm map of their area and
 * hornets); the weather at the demo apiaries in
 * the Met Office vocabulary from the local DataHub stand-in (labelled demo); the spray
 * notifications that alerted the beekeeper, the product sheet and the anonymous message to the
 * farmer. English and French, desktop and 390 × 844, axe and no sideways scroll.
 */

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];
/** Where to save screenshots of SwarmWatch's home, when set. */
const SHOTS = process.env.BW_SHOTS_DIR;
const DEMO_APIARIES = ['Merrow Downs', 'Shalford Meadow', 'Farnham Heath'];
const frLocale = JSON.parse(
  readFileSync(new URL('../../web/src/features/beekeeper/locales/fr.json', import.meta.url), 'utf8'),
) as { beekeeper: { weather: { codes: Record<string, string> } } };
const TITLES = {
  en: new Set(Object.values(MET_OFFICE_WEATHER_TITLES)),
  fr: new Set(Object.values(frLocale.beekeeper.weather.codes)),
};

async function start(page: Page, user: string, lang: 'en' | 'fr', vp: { width: number; height: number }) {
  await page.setViewportSize(vp);
  if (lang === 'fr') await page.addInitScript(() => localStorage.setItem('beewatch.lang', 'fr'));
  await signInPastTwoStep(page, user);
}

for (const lang of ['en', 'fr'] as const)
  for (const vp of VIEWPORTS) {
    test(`the beekeeper lands on a home with spray alerts, weather, swarms, hornets and foulbrood (${lang}, ${vp.width} px)`, async ({
      page,
    }) => {
      await start(page, 'beekeeper', lang, vp);
      await expect(page).toHaveURL(/\/beekeeper\/index$/);
      await expect(
        page.getByRole('heading', { level: 1, name: lang === 'fr' ? 'Accueil' : 'Home' }),
      ).toBeVisible();
      // The demo treatment of today: announced under 48 h before, its light estimated from its type.
      const today = page
        .getByTestId('home-sprays')
        .getByRole('listitem')
        .filter({ hasText: 'Lambda-cyhalothrin' });
      await expect(
        today.getByText(lang === 'fr' ? 'Préavis de moins de 48 h' : 'Under 48 h notice'),
      ).toBeVisible();
      await expect(
        today.getByText(lang === 'fr' ? /Rouge : dangereux/ : /Red: dangerous to bees/),
      ).toBeVisible();
      const weather = page.getByTestId('home-weather');
      await expect(
        weather.getByText(
          lang === 'fr' ? /Prévision de démonstration, non réelle/ : /Demo forecast, not real/,
        ),
      ).toBeVisible();
      for (const name of DEMO_APIARIES) await expect(weather.getByText(name, { exact: true })).toBeVisible();
      await expect(page.getByTestId('home-swarms').getByRole('heading')).toBeVisible();
      await expect(page.getByTestId('home-hornets').getByRole('heading')).toBeVisible();
      // The demo inspector's confirmed EFB case 1.9 km from Merrow Downs: a band, never the apiary.
      const foulbrood = page.getByTestId('home-foulbrood');
      await expect(foulbrood.getByRole('alert').first()).toContainText(
        lang === 'fr'
          ? 'Loque européenne (EFB) confirmée à 1–2 km de Merrow Downs'
          : 'European foulbrood (EFB) confirmed 1–2 km of Merrow Downs',
      );
      await expect(foulbrood).not.toContainText('West Clandon');
      await expect(page.getByTestId('sites-map')).toHaveAttribute(
        'aria-label',
        lang === 'fr' ? /^Carte de mes ruchers/ : /^Map of my apiaries/,
      );
      await fits(page);
      await expectNoAxeViolations(page);
    });

    test(`the weather page shows Met Office titles for the demo apiaries (${lang}, ${vp.width} px)`, async ({
      page,
    }) => {
      await start(page, 'beekeeper', lang, vp);
      await openScreen(
        page,
        '/beekeeper/weather',
        lang === 'fr' ? 'Météo de mes ruchers' : 'Weather at my apiaries',
      );
      const forecasts = page.getByTestId('apiary-forecast');
      await expect(forecasts).toHaveCount(3);
      for (const name of DEMO_APIARIES) {
        const forecast = forecasts.filter({ has: page.getByRole('heading', { level: 2, name }) });
        await expect(
          forecast.getByText(lang === 'fr' ? /Prévision de démonstration/ : /Demo forecast, not real/),
        ).toBeVisible();
        const table = forecast.getByRole('table');
        await expect(table.locator('tbody tr[data-id]').first()).toBeVisible();
        // The second column is the weather: every row's text is a Met Office title in the UI language.
        const cells = await table.locator('tbody tr[data-id] td:nth-child(2)').allInnerTexts();
        expect(cells.length).toBeGreaterThan(0);
        for (const cell of cells) expect(TITLES[lang].has(cell.replace(/^.*\n/, '').trim()), cell).toBe(true);
      }
      // Daily: 7 days per apiary.
      await choose(
        page.getByRole('radio', { name: lang === 'fr' ? 'Jour par jour (7 jours)' : 'Daily (7 days)' }),
      );
      await expect(forecasts.first().locator('tbody tr[data-id]')).toHaveCount(7);
      // One apiary only.
      await page
        .getByLabel(lang === 'fr' ? 'Rucher' : 'Apiary', { exact: true })
        .selectOption({ label: 'Farnham Heath' });
      await expect(forecasts).toHaveCount(1);
      await expect(forecasts.getByRole('heading', { level: 2 })).toHaveText('Farnham Heath');
      await fits(page);
      await expectNoAxeViolations(page);
    });

    test(`SwarmWatch gets the reduced home (${lang}, ${vp.width} px)`, async ({ page }) => {
      await start(page, 'swarmwatch', lang, vp);
      await expect(page).toHaveURL(/\/beekeeper\/index$/);
      await expect(
        page.getByRole('heading', { level: 1, name: lang === 'fr' ? 'Accueil' : 'Home' }),
      ).toBeVisible();
      await expect(page.getByTestId('home-hornets')).toBeVisible();
      await expect(page.getByTestId('home-sprays')).toHaveCount(0);
      await expect(page.getByTestId('home-weather')).toHaveCount(0);
      // The swarm map of their area: the demo swarmwatch's post code GU2, the demo season's recent
      // reports within 10 km (GU1 today, New), never GU10 (15 km) nor anyone's name or address.
      const area = page.getByTestId('home-area-swarms');
      await expect(
        area.getByRole('heading', {
          level: 2,
          name: lang === 'fr' ? 'Essaims signalés près de chez vous' : 'Swarms reported near you',
        }),
      ).toBeVisible();
      await expect(area.getByTestId('sites-map')).toHaveAttribute(
        'aria-label',
        lang === 'fr'
          ? 'Carte des essaims signalés à moins de 10 km de GU2'
          : 'Map of the swarms reported within 10 km of GU2',
      );
      const rows = area.getByTestId('area-swarm');
      await expect(rows.first()).toBeVisible();
      expect(await rows.count()).toBeGreaterThanOrEqual(7);
      await expect(rows.filter({ hasText: '(GU1)' }).first()).toContainText(
        lang === 'fr' ? "Nouveau, en attente d'un collecteur" : 'New, waiting for a collector',
      );
      await expect(rows.filter({ hasText: '(GU2)' }).first()).toContainText(
        lang === 'fr' ? 'Adopté par un collecteur' : 'Adopted by a collector',
      );
      await expect(rows.filter({ hasText: '(GU10)' })).toHaveCount(0);
      await expect(area).not.toContainText('Generated reporter');
      await expect(area).not.toContainText('Generated Lane');
      await expect(area).not.toContainText('07400');
      await page.goto('/beekeeper/weather');
      await expect(page).toHaveURL(/\/beekeeper\/index$/);
      // The home loads again after the redirect: check colours once Refresh is no longer busy.
      await expect(page.getByTestId('home-hornets')).toBeVisible();
      await expect(page.getByTestId('area-swarm').first()).toBeVisible();
      await expect(
        page.getByRole('button', { name: lang === 'fr' ? 'Actualiser' : 'Refresh' }),
      ).toBeEnabled();
      await fits(page);
      await expectNoAxeViolations(page);
      if (SHOTS)
        await page.screenshot({ path: `${SHOTS}/swarmwatch-home-${lang}-${vp.width}.png`, fullPage: true });
    });

    test(`the spray notifications that alerted the beekeeper, with the product sheet (${lang}, ${vp.width} px)`, async ({
      page,
    }) => {
      await start(page, 'beekeeper', lang, vp);
      await page.goto('/beekeeper/treatmenthistoryforpbeekeeper');
      await expect(
        page.getByRole('heading', {
          level: 1,
          name:
            lang === 'fr'
              ? 'Avis de pulvérisation près de mes ruchers'
              : 'Spray notifications near my apiaries',
        }),
      ).toBeVisible();
      const row = page.locator('tbody tr[data-id]').filter({ hasText: 'Lambda-cyhalothrin' });
      await expect(row).toBeVisible();
      await expect(row.getByText('Merrow Downs')).toBeVisible();
      await expect(row.getByText(/Home Farm/)).toHaveCount(0);
      await row.getByRole('button', { name: lang === 'fr' ? 'Fiche produit' : 'Product sheet' }).click();
      const sheet = page.getByRole('dialog');
      await expect(sheet).toContainText('Lambda-cyhalothrin');
      await expectNoAxeViolations(page);
      await sheet
        .getByRole('button', { name: lang === 'fr' ? 'Fermer' : 'Close' })
        .first()
        .click();
      await expect(sheet).toBeHidden();
      await fits(page);
      await expectNoAxeViolations(page);

      // The export has one value under each heading, the notice and status included.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: lang === 'fr' ? 'Exporter en CSV' : 'Export CSV' }).click();
      const csv = Papa.parse<string[]>(readFileSync(await (await download).path(), 'utf8').trim()).data;
      const exported = csv.find((r) => r.includes('Lambda-cyhalothrin 100 g/l'))!;
      expect(csv[0]).toHaveLength(10);
      expect(Object.fromEntries(csv[0]!.map((h, i) => [h, exported[i]]))).toMatchObject(
        lang === 'fr'
          ? {
              Produit: 'Lambda-cyhalothrin 100 g/l',
              'Rucher concerné': 'Merrow Downs',
              'Type de pesticide': 'Insecticide',
            }
          : {
              Product: 'Lambda-cyhalothrin 100 g/l',
              'Apiary concerned': 'Merrow Downs',
              'Pesticide type': 'Insecticide',
            },
      );
      expect(exported[7]).toMatch(/^\d+ h$/);
    });
  }

test('the beekeeper messages the farmer, who answers without either seeing the other', async ({
  page,
  browser,
}) => {
  await start(page, 'beekeeper', 'en', VIEWPORTS[0]!);
  await page.goto('/beekeeper/treatmenthistoryforpbeekeeper');
  const row = page.locator('tbody tr[data-id]').filter({ hasText: 'Prothioconazole' });
  await row.getByRole('button', { name: 'Message the farmer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Message the farmer' });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Please enter a message')).toBeVisible();
  await dialog.getByLabel('Your message').fill('Could you spray after 8 pm? My bees fly until dusk.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/home\/sprayconversation\/[0-9A-Z]{26}$/);
  await expect(page.getByText('Could you spray after 8 pm?')).toBeVisible();
  await expectNoAxeViolations(page);
  const link = new URL(page.url()).pathname;

  // Axe needs a page of a context of its own.
  const farmerContext = await browser.newContext();
  const farmer = await farmerContext.newPage();
  await start(farmer, 'pesticide', 'en', VIEWPORTS[1]!);
  await openScreen(farmer, link, 'Conversation about a spray notification');
  await expect(farmer.getByText('Could you spray after 8 pm?')).toBeVisible();
  await expect(farmer.getByText('The beekeeper', { exact: false }).first()).toBeVisible();
  await expect(farmer.locator('#main')).not.toContainText('Merrow');
  await farmer.getByLabel('Your answer').fill('Yes, evening it is.');
  await farmer.getByRole('button', { name: 'Send' }).click();
  await expect(farmer.getByText('Yes, evening it is.')).toBeVisible();
  await fits(farmer);
  await expectNoAxeViolations(farmer);

  await farmerContext.close();

  await page.reload();
  await expect(page.getByText('Yes, evening it is.')).toBeVisible();
  await expect(page.locator('#main')).not.toContainText('pesticide');
});
