import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe-support';
import { signInPastTwoStep } from './content-support';
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
    units: 13,
  },
  {
    user: 'spraylaison',
    item: /^(Spray Domain|Domaine de pulvérisation)$/,
    en: 'Spray Domain',
    fr: 'Domaine de pulvérisation',
    units: 21,
  },
  { user: 'inspector', item: /^(Domain|Domaine)$/, en: 'Domain', fr: 'Domaine', units: 21 },
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
        ).toHaveAttribute('href', '/home/newmessage');
        await expectNoSidewaysScroll(page);
        await expectNoAxeViolations(page);
      });

test('a beekeeper has no domain: the page sends them to their own landing page', async ({ page }) => {
  await signInAndOpen(page, 'beekeeper', /\/beekeeper\/index$/, '/beewatchagent/swarmdomain');
  await expect(page).toHaveURL(/\/beekeeper\/index$/);
});
