import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe-support';
import { apiToken, sendByApi, signInAdmin, signInPastTwoStep } from './content-support';
import { expectNoSidewaysScroll } from './support';

/**
 * admin/index, the landing of spec §2.3 for the Administrator and for every role without one of
 * its own: the Administrator's dashboard; the By Stander's own home (tests/e2e/spray-network.spec.ts);
 * the home of VQ Administrator and iWAS with
 * what the role may do, its latest messages and its screens. At desktop and phone size, in English
 * and French: axe finds nothing and the page never scrolls sideways.
 */
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
const TEXT = {
  en: {
    dashboard: 'Dashboard',
    home: { vqadmin: 'VQ Administrator home', iwas: 'iWAS home', bystander: 'My home and spraying nearby' },
    abilities: 'What your role can do in the portal',
    messages: 'Latest messages',
    screens: 'Your screens',
    myProfile: 'My Profile',
    changePassword: 'Change Password',
    userGuide: 'User guide',
    accessCodes: 'Open the access codes',
    spray: /Spray notifications, next 7 days/,
    mobile: /Bee\.Watch mobile apps/,
  },
  fr: {
    dashboard: 'Tableau de bord',
    home: {
      vqadmin: 'Accueil — Administrateur VQ',
      iwas: 'Accueil — iWAS',
      bystander: 'Mon domicile et les traitements à proximité',
    },
    abilities: 'Ce que votre rôle permet dans le portail',
    messages: 'Derniers messages',
    screens: 'Vos écrans',
    myProfile: 'Mon profil',
    changePassword: 'Changer le mot de passe',
    userGuide: "Guide d'utilisation",
    accessCodes: "Ouvrir les codes d'accès",
    spray: /Notifications de pulvérisation, 7 prochains jours/,
    mobile: /applications mobiles Bee\.Watch/,
  },
} as const;

async function expectFitsAndAccessible(page: Page) {
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
}

const mainMenu = async (page: Page) => {
  const menu = page.locator('.side-menu nav');
  // On a phone the menu sits behind the header's menu button.
  if (!(await menu.isVisible())) await page.locator('.menu-button').click();
  return menu;
};

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  for (const lng of ['en', 'fr'] as const) {
    const t = TEXT[lng];
    test.describe(`admin/index ${size} ${lng}`, () => {
      test.use({ viewport });
      test.beforeEach(async ({ page }) => {
        await page.addInitScript((l) => localStorage.setItem('beewatch.lang', l), lng);
      });

      for (const user of ['vqadmin', 'iwas'] as const) {
        test(`${user} lands on a working home with messages, profile, password and guide`, async ({
          page,
        }) => {
          const title = `Note for ${user} ${size} ${lng} ${Date.now()}`;
          await sendByApi(page.request, await apiToken(page.request, 'superadmin'), {
            ToUserName: user,
            Title: title,
            Body: 'Please keep your profile up to date.',
          });
          await signInPastTwoStep(page, user);
          await expect(page).toHaveURL(/\/admin\/index$/);
          await expect(page.getByRole('heading', { level: 1, name: t.home[user] })).toBeFocused();
          await expect(page.getByRole('heading', { level: 2, name: t.abilities })).toBeVisible();
          await expect(page.getByText(t.mobile)).toBeVisible();
          // The latest messages, each opening in home/messages.
          const latest = page.getByRole('region', { name: t.messages });
          await expect(latest.getByRole('link', { name: new RegExp(title) })).toBeVisible();
          const screens = page.getByRole('navigation', { name: t.screens });
          await expect(screens.getByRole('link', { name: t.myProfile })).toBeVisible();
          await expect(screens.getByRole('link', { name: t.userGuide })).toBeVisible();
          await expectFitsAndAccessible(page);

          // The side menu lists their screens (no longer empty), and each opens.
          const menu = await mainMenu(page);
          await expect(menu.getByRole('link')).toHaveCount(5);
          await menu.getByRole('link', { name: t.changePassword }).click();
          await expect(page).toHaveURL(/\/home\/changepassword$/);
          await expect(page.locator('#main h1')).toBeVisible();
          await page.goBack();
          await page
            .getByRole('navigation', { name: t.screens })
            .getByRole('link', { name: t.myProfile })
            .click();
          await expect(page).toHaveURL(/\/home\/myprofile$/);
          await expect(page.getByText(/is not available|n'est pas encore disponible/)).toHaveCount(0);
        });
      }

      test('a By Stander lands on their own home, with the spray map near their post code', async ({
        page,
      }) => {
        await signInPastTwoStep(page, 'bystander');
        await expect(page).toHaveURL(/\/admin\/index$/);
        await expect(page.getByRole('heading', { level: 1, name: t.home.bystander })).toBeVisible();
        await expect(page.locator('a[href^="/hornet/"]')).toHaveAttribute('href', /^\/hornet\/[\w-]+$/);
        await expectFitsAndAccessible(page);
      });

      test("admin lands on the dashboard's figures, linking to their lists", async ({ page }) => {
        await signInAdmin(page);
        await expect(page.getByRole('heading', { level: 1, name: t.dashboard })).toBeVisible();
        // The seed schedules one spray treatment today.
        const spray = page.getByTestId('kpi-spray');
        await expect(spray.getByRole('heading', { name: t.spray })).toBeVisible();
        await expect
          .poll(async () => Number(await page.getByTestId('kpi-spray-value').textContent()))
          .toBeGreaterThanOrEqual(1);
        await expect(page.getByTestId('kpi-users')).toBeVisible();
        await expect(page.getByTestId('kpi-swarms')).toBeVisible();
        await expectFitsAndAccessible(page);
        if (size === 'phone') {
          // One column: the cards sit one under the other.
          const boxes = await page
            .locator('.kpi-card')
            .evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().left));
          expect(new Set(boxes.map(Math.round)).size).toBe(1);
        }
        await page.getByRole('link', { name: t.accessCodes }).click();
        await expect(page).toHaveURL(/\/admin\/accesscodelist$/);
      });
    });
  }
}
