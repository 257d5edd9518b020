import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { expectNoAxeViolations } from './axe-support';
import { declineTwoStepPrompt, signInPastTwoStep } from './content-support';
import { expectNoSidewaysScroll, signInAndOpen } from './support';

/**
 * Domains (role-screens §0.5): the swarm coordinator's Swarm Domain, the spray liaison's Spray
 * Domain and the bee inspector's Domain, opened from the settings dropdown, with the demo
 * domains the seed assigns around Surrey; read only for the holder.
 */

const CASES = [
  {
    user: 'coordinator',
    item: /^(Swarm Domain|Domaine des essaims)$/,
    en: 'Swarm Domain',
    fr: 'Domaine des essaims',
    name: 'Surrey swarm area (demo)',
    units: 13,
  },
  {
    user: 'spraylaison',
    item: /^(Spray Domain|Domaine de pulvérisation)$/,
    en: 'Spray Domain',
    fr: 'Domaine de pulvérisation',
    name: 'Surrey spray liaison (demo)',
    units: 21,
  },
  {
    user: 'inspector',
    item: /^(Domain|Domaine)$/,
    en: 'Domain',
    fr: 'Domaine',
    name: 'Surrey inspection area (demo)',
    units: 21,
  },
] as const;

async function openFromSettings(page: Page, item: RegExp): Promise<void> {
  const settings = page.getByRole('button', { name: /^(Settings|Paramètres)$/ });
  await settings.click();
  const panel = page.locator(`[id="${await settings.getAttribute('aria-controls')}"]`);
  await panel.getByRole('link', { name: item }).click();
}

for (const c of CASES)
  for (const lang of ['en', 'fr'] as const)
    for (const vp of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ])
      test(`${c.user} opens their ${c.en} from the settings (${lang}, ${vp.width} px): name, area units and places`, async ({
        page,
      }) => {
        await page.setViewportSize(vp);
        const summaryRequests: string[] = [];
        page.on('request', (r) => {
          if (r.url().includes('DomainSummary')) summaryRequests.push(r.url());
        });
        if (lang === 'fr') await page.addInitScript(() => localStorage.setItem('beewatch.lang', 'fr'));
        await signInPastTwoStep(page, c.user);
        await openFromSettings(page, c.item);
        await expect(
          page.getByRole('heading', { level: 1, name: lang === 'fr' ? c.fr : c.en }),
        ).toBeVisible();
        await expect(
          page.getByText(lang === 'fr' ? `: ${c.units} zones.` : `: ${c.units} area units.`),
        ).toBeVisible();
        const table = page.getByRole('table', {
          name: lang === 'fr' ? 'Zones du domaine' : 'Area units of the domain',
        });
        await expect(table.getByRole('row', { name: /GU1 .*Guildford/ })).toBeVisible();
        await expect(
          page.getByRole('link', {
            name: lang === 'fr' ? 'Écrire aux administrateurs' : 'Write to the administrators',
          }),
        ).toHaveAttribute(
          'href',
          `/home/newmessage?title=${encodeURIComponent(
            `${lang === 'fr' ? 'Demande de modification du domaine : ' : 'Domain change request: '}${c.name}`,
          )}`,
        );
        // The units on a map, each listed under it.
        await expect(
          page
            .getByRole('list', {
              name:
                lang === 'fr'
                  ? 'Carte des zones du domaine : liste des points'
                  : 'Map of the area units of the domain: list of points',
            })
            .getByRole('listitem'),
        ).toHaveCount(c.units);
        if (c.user !== 'inspector') {
          // The inspector's figures stay theirs: neither shown nor asked for.
          await expect(
            page.getByRole('heading', { name: /The domain in figures|Le domaine en chiffres/ }),
          ).toHaveCount(0);
          expect(summaryRequests).toEqual([]);
        }
        await expectNoSidewaysScroll(page);
        await expectNoAxeViolations(page);
      });

const FIGURES = {
  en: [
    'Registered beekeepers',
    'Apiaries',
    'Colonies',
    `Inspections in ${new Date().getUTCFullYear()}`,
    'Open standstills',
  ],
  fr: [
    'Apiculteurs enregistrés',
    'Ruchers',
    'Colonies',
    `Inspections en ${new Date().getUTCFullYear()}`,
    'Interdictions en cours',
  ],
};

for (const lang of ['en', 'fr'] as const)
  for (const vp of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])
    test(`the inspector's Domain counts the domain per unit, names the neighbours and exports the summary (${lang}, ${vp.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(vp);
      if (lang === 'fr') await page.addInitScript(() => localStorage.setItem('beewatch.lang', 'fr'));
      await declineTwoStepPrompt(page);
      await signInAndOpen(page, 'inspector', /\/beeinspector\/apiaries$/, '/beeinspector/domain');
      const fr = lang === 'fr';
      await expect(
        page.getByRole('heading', {
          level: 2,
          name: fr ? 'Le domaine en chiffres' : 'The domain in figures',
        }),
      ).toBeVisible();
      // The figures: each named, a number; the seed's EFB case keeps one standstill open.
      const figures: number[] = [];
      for (const [n, name] of FIGURES[lang].entries()) {
        const card = page.locator('.figure-card').nth(n);
        await expect(card.locator('dt')).toHaveText(name);
        figures.push(Number(await card.locator('dd').textContent()));
      }
      expect(figures[1]).toBeGreaterThanOrEqual(4);
      expect(figures[0]).toBeGreaterThanOrEqual(2);
      expect(figures[4]).toBeGreaterThanOrEqual(1);
      // The units table carries the counts per unit.
      const table = page.getByRole('table', { name: fr ? 'Zones du domaine' : 'Area units of the domain' });
      await expect(
        table.getByRole('columnheader', { name: fr ? 'Apiculteurs' : 'Beekeepers', exact: true }),
      ).toBeAttached();
      await expect(table.getByRole('row')).toHaveCount(22);
      // Neighbours: the demo has one inspector, so none near.
      await expect(
        page.getByRole('heading', { level: 2, name: fr ? 'Inspecteurs voisins' : 'Neighbouring inspectors' }),
      ).toBeVisible();
      await expect(
        page.getByText(
          fr
            ? 'Aucun autre inspecteur ne couvre de zones proches de votre domaine.'
            : 'No other inspector holds area units near your domain.',
        ),
      ).toBeVisible();
      await page.screenshot({ path: `/tmp/domain-shots/inspector-${lang}-${vp.width}.png`, fullPage: true });
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);

      // Export summary: a line per unit and the totals, as the figures show them.
      const download = page.waitForEvent('download');
      await page
        .getByRole('button', { name: fr ? 'Exporter le résumé (CSV)' : 'Export summary (CSV)' })
        .click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`domain-summary-${new Date().getUTCFullYear()}.csv`);
      const csv = Papa.parse<string[]>(
        readFileSync(await file.path(), 'utf8')
          .replace(/^\ufeff/, '')
          .trim(),
      ).data;
      expect(csv[0]).toEqual([fr ? 'Zone' : 'Area unit', fr ? 'Lieu' : 'Place', ...FIGURES[lang]]);
      expect(csv).toHaveLength(1 + 21 + 1);
      expect(csv.find((r) => r[0] === 'GU1')?.[1]).toBe('Guildford');
      expect(csv.at(-1)).toEqual(['Total', '', ...figures.map(String)]);
      const sum = (col: number) => csv.slice(1, -1).reduce((n, r) => n + Number(r[col]), 0);
      for (const col of [3, 4, 5, 6]) expect(sum(col)).toBe(figures[col - 2]);
    });

test('a beekeeper has no domain: the page sends them to their own landing page', async ({ page }) => {
  await signInAndOpen(page, 'beekeeper', /\/beekeeper\/index$/, '/beewatchagent/swarmdomain');
  await expect(page).toHaveURL(/\/beekeeper\/index$/);
});
