import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';
import { signInAdmin } from './content-support';

// Temporary: screenshots of the merged screens for a visual check (not committed).
const SHOTS: { user: string; path: string; name: string }[] = [
  { user: 'beekeeper', path: '/beekeeper/addapiary', name: 'addapiary' },
  { user: 'beekeeper', path: '/home/myprofile', name: 'myprofile' },
  { user: 'beekeeper', path: '/beekeeper/weather', name: 'weather' },
  { user: 'pesticide', path: '/pesticide/addtreatmentfield', name: 'addfield' },
  { user: 'pesticide', path: '/pesticide/treatmentsdatabase', name: 'treatmentsdb' },
  { user: 'admin', path: '/admin/adduser', name: 'adduser' },
  { user: 'admin', path: '/admin/pesticideproducts', name: 'products' },
  { user: 'admin', path: '/admin/userlist', name: 'userlist' },
  { user: 'inspector', path: '/beeinspector/inspectionhistory', name: 'inspectionhistory' },
];

async function skip(page: Page) {
  await page
    .getByRole('button', { name: /^(Do it later|Plus tard)$/ })
    .click({ timeout: 3000 })
    .catch(() => undefined);
}

for (const [size, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  for (const lng of ['en', 'fr']) {
    test.describe(`${size} ${lng}`, () => {
      test.use({ viewport });
      test.beforeEach(async ({ page }) => {
        await page.addInitScript((l) => localStorage.setItem('beewatch.lang', l), lng);
      });
      for (const user of [...new Set(SHOTS.map((s) => s.user))]) {
        test(`shots ${user}`, async ({ page }) => {
          if (user === 'admin') await signInAdmin(page);
          else {
            await signIn(page, user);
            await skip(page);
          }
          for (const s of SHOTS.filter((x) => x.user === user)) {
            await page.goto(s.path);
            await expect(page.locator('h1').first()).toBeVisible();
            await page.waitForLoadState('networkidle').catch(() => undefined);
            await page.screenshot({ path: `/tmp/hA-shots/${s.name}-${size}-${lng}.png`, fullPage: true });
          }
        });
      }
    });
  }
}
