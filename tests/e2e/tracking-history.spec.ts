import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@beewatch/shared';
import { expectNoAxeViolations } from './axe-support';
import { signInPastTwoStep } from './content-support';
import { expectNoSidewaysScroll, openScreen } from './support';

/**
 * beewatchagent/trackinghistory (role-screens §9.1): the pesticide user's 'Environment history'
 * lists the records they uploaded from the mobile app (posted here through the mobile API), with
 * the filters and the export; the swarm coordinator switches to their Surrey domain and sees the
 * uploader's first name only. English and French, desktop and 390 × 844, axe.
 */
const MARK = `e2e${Date.now().toString(36).slice(-5)}`;
const created: string[] = [];

async function tokenOf(request: APIRequestContext, user: string): Promise<string> {
  const res = await request.post('/api/account/Authenticate', {
    data: { UserName: user, Password: DEMO_PASSWORD },
  });
  return ((await res.json()) as { data: { access_token: string } }).data.access_token;
}

test.beforeAll(async ({ request }) => {
  const token = await tokenOf(request, 'pesticide');
  const headers = { authorization: `Bearer ${token}` };
  const categories = (await (await request.get('/api/mobile/GetCategoryList', { headers })).json()) as {
    data: { CategoryID: string }[];
  };
  for (const [lat, lng, note, date] of [
    [51.2433, -0.5702, `${MARK} orchard`, '2026-05-01T10:00:00Z'],
    [51.2601, -0.5405, `${MARK} hedge`, '2026-06-01T10:00:00Z'],
  ] as const) {
    const res = await request.post('/api/mobile/CreateTrackingRecord', {
      headers,
      data: {
        Latitude: lat,
        Longitude: lng,
        CategoryID: categories.data[0]!.CategoryID,
        Description: note,
        CreatedDate: date,
        CompassDegree: 45,
      },
    });
    expect(res.status()).toBe(200);
    created.push(((await res.json()) as { data: { HornetTrackingID: string } }).data.HornetTrackingID);
  }
});

// The controller's list counts the real records: what this spec added goes again.
test.afterAll(async ({ request }) => {
  const headers = { authorization: `Bearer ${await tokenOf(request, 'controller')}` };
  for (const id of created)
    await request.post(`/api/beewatchagent/DeleteTrackingHistory?HornetTrackingID=${id}`, { headers });
});

/** Opens a side-menu item (desktop: the menu is always shown). */
async function openFromMenu(page: Page, name: RegExp) {
  await page.getByRole('navigation').getByRole('link', { name }).first().click();
}

for (const lang of ['en', 'fr'] as const)
  for (const vp of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])
    test(`the pesticide user's environment history (${lang}, ${vp.width} px): own records, search, export`, async ({
      page,
    }) => {
      await page.setViewportSize(vp);
      if (lang === 'fr') await page.addInitScript(() => localStorage.setItem('beewatch.lang', 'fr'));
      await signInPastTwoStep(page, 'pesticide');
      await openScreen(
        page,
        '/beewatchagent/trackinghistory',
        lang === 'fr' ? 'Historique environnemental' : 'Environment history',
      );
      const table = page.getByRole('table', {
        name: lang === 'fr' ? 'Relevés de suivi' : 'Tracking records',
      });
      await expect(table.getByText(`${MARK} hedge`)).toBeVisible();
      await expect(table.getByText(`${MARK} orchard`)).toBeVisible();
      await expect(table.getByText('Direction 45°').first()).toBeVisible();
      // No Source column on one's own records.
      await expect(table.getByRole('columnheader', { name: 'Source' })).toHaveCount(0);
      await page.getByLabel(lang === 'fr' ? 'Lieu ou notes' : 'Place or notes').fill('ORCHARD');
      await page.getByRole('button', { name: lang === 'fr' ? 'Rechercher' : 'Search' }).click();
      await expect(table.getByText(`${MARK} hedge`)).toHaveCount(0);
      await expect(table.getByText(`${MARK} orchard`)).toBeVisible();
      const download = page.waitForEvent('download');
      await page
        .getByRole('button', { name: lang === 'fr' ? 'Exporter mes relevés' : 'Export my records' })
        .click();
      expect((await download).suggestedFilename()).toBe('Reporting.csv');
      await expect(page.getByRole('status').filter({ hasText: 'Reporting.csv' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);

      // The location opens a map popup in the portal, as on the controller's list (role-screens §9.1).
      const orchard = table.getByRole('row').filter({ hasText: `${MARK} orchard` });
      await orchard.getByTitle(lang === 'fr' ? 'Voir sur la carte' : 'Show on the map').click();
      const dialog = page.getByRole('dialog', { name: lang === 'fr' ? 'Lieu' : 'Location' });
      await expect(
        dialog
          .getByRole('region', {
            name: lang === 'fr' ? 'Carte du lieu du signalement' : 'Map of the record location',
          })
          .first(),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/beewatchagent\/trackinghistory$/);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

for (const lang of ['en', 'fr'] as const)
  test(`the swarm coordinator switches to their domain and sees first names only (${lang})`, async ({
    page,
  }) => {
    if (lang === 'fr') await page.addInitScript(() => localStorage.setItem('beewatch.lang', 'fr'));
    await signInPastTwoStep(page, 'coordinator');
    await openFromMenu(page, lang === 'fr' ? /^Historique des signalements$/ : /^Tracking history$/);
    await expect(page).toHaveURL(/\/beewatchagent\/trackinghistory$/);
    const table = page.getByRole('table', { name: lang === 'fr' ? 'Relevés de suivi' : 'Tracking records' });
    await expect(table.getByText(`${MARK} hedge`)).toHaveCount(0);
    await page.getByRole('button', { name: lang === 'fr' ? 'Mon domaine' : 'My domain' }).click();
    await expect(table.getByText(`${MARK} hedge`)).toBeVisible();
    const row = table.getByRole('row').filter({ hasText: `${MARK} hedge` });
    await expect(row.getByText('Pat', { exact: true })).toBeVisible();
    await expect(page.getByText('pesticide', { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
