import { expect, test } from '@playwright/test';
import { Role, type RoleName, type UserGuideData } from '@beewatch/shared';
import { chooseFrench, signInAdmin, signInPastTwoStep } from './content-support';

/** User guides: the accordion per role, the apps' page (dark mode), the admin editor. */

const headersOf = async (
  request: import('@playwright/test').APIRequestContext,
  role: number,
  lang: number,
) => {
  const res = await request.get(`/api/common/GetUserGuide?RoleID=${role}&LanguageID=${lang}`);
  return ((await res.json()) as { data: UserGuideData }).data.ObjDetails.map((i) => i.LinkHeader);
};

// Every demo user without the emailed second step (admin is covered by the editor test).
const SIGNED_IN: [string, RoleName][] = [
  ['superadmin', 'SuperAdministrator'],
  ['controller', 'BSController'],
  ['inspector', 'BeeInspector'],
  ['pesticide', 'NonBeeKeeper'],
  ['beekeeper', 'ProfessionalBeeKeeper'],
  ['swarmwatch', 'SwarmWatch'],
  ['coordinator', 'SwarmCoordinator'],
  ['spraylaison', 'SprayLaison'],
  ['bystander', 'ByStander'],
];

test('home/userguide shows the seeded guide of each signed-in role, in English and French', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  for (const [user, role] of SIGNED_IN) {
    const page = await (await browser.newContext()).newPage();
    await signInPastTwoStep(page, user);
    await page.goto('/home/userguide');
    const buttons = page.locator('.guide-header .guide-title');
    await expect(buttons).toHaveText(await headersOf(page.request, Role[role], 1));
    await expect(page.locator('details.guide-item').first()).toHaveAttribute('open', '');
    await expect(page.locator('.guide-details').first()).toBeVisible();
    if (user === 'beekeeper' || user === 'controller') {
      await chooseFrench(page);
      await expect(page.getByRole('heading', { name: "Guide d'utilisation" })).toBeVisible();
      await expect(buttons).toHaveText(await headersOf(page.request, Role[role], 2));
      await page.locator('summary', { hasText: /^Messages$/ }).click();
      await expect(page.locator('.guide-details:visible')).toContainText('Vous pouvez écrire');
    }
    await page.context().close();
  }
});

test('home/userguideapp: every role in both languages without signing in, dark mode, loading and empty states', async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const id of Object.values(Role))
    for (const lang of [1, 2]) {
      await page.goto(`/home/userguideapp/${id}/${lang}/0`);
      await expect(page.locator('.guide-header .guide-title')).toHaveText(
        await headersOf(page.request, id, lang),
      );
    }
  // The spec's loading text while the answer is on its way, then the items, dark when IsinDarkMode is '1'.
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/common/GetUserGuide*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/home/userguideapp/${Role.ProfessionalBeeKeeper}/2/1`);
  await expect(page.getByText("Chargement de l'aide. Veuillez patienter ...")).toBeVisible();
  release();
  await expect(page.locator('summary', { hasText: 'Les alertes que vous recevez' })).toBeVisible();
  await expect(page.locator('main.guide-app')).toHaveAttribute('data-theme', 'dark');
  expect(await page.locator('main.guide-app').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
    'rgb(18, 20, 23)',
  );
  await page.unroute('**/api/common/GetUserGuide*');
  await page.goto(`/home/userguideapp/${Role.ProfessionalBeeKeeper}/1/0`);
  await expect(page.getByText('Help Loading. Please wait ...')).toHaveCount(0);
  await expect(page.locator('main.guide-app')).toHaveAttribute('data-theme', 'light');
  for (const path of ['/home/userguideapp/99/1/0', '/home/userguideapp/1/3/1'])
    await (async () => {
      await page.goto(path);
      await expect(page.getByText('No instruction found')).toBeVisible();
    })();
  await page.goto('/home/userguideapp/99/2/1');
  await expect(page.getByText('Aucune instruction trouvée')).toBeVisible();
});

test('admin edits a guide item: the server-sanitized HTML is what users and the apps see', async ({
  page,
}) => {
  await signInAdmin(page);
  await page.goto(`/admin/userguide?RoleID=${Role.SwarmWatch}&LanguageID=1`);
  await expect(page.getByRole('heading', { name: 'Manage user guide' })).toBeVisible();
  const row = page.getByRole('row', { name: /Messages/ });
  await row.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit user guide item' })).toBeVisible();
  // The rich-text editor loads on demand; its HTML view takes pasted markup.
  await expect(page.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
  await page.getByRole('button', { name: 'HTML' }).click();
  await page
    .getByLabel('HTML source')
    .fill(
      '<p onclick="window.__xss=1">Write to your <strong>swarm coordinator</strong>.</p>' +
        '<script>window.__xss=2</script><img src=x onerror="window.__xss=3">' +
        '<a href="javascript:window.__xss=4">click</a> <a href="https://bee.watch">site</a>',
    );
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Data saved')).toBeVisible();
  const preview = page.getByRole('region', { name: 'As users see it' });
  await expect(preview.locator('strong')).toHaveText('swarm coordinator');
  await expect(preview.locator('script, img, [onclick]')).toHaveCount(0);
  // The javascript: address is gone: what is left is not a link at all.
  await expect(preview.getByText('click')).not.toHaveAttribute('href');
  await expect(preview.getByRole('link', { name: 'site' })).toHaveAttribute('href', 'https://bee.watch');
  await preview.getByText('click').click();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

  await page.goto(`/home/userguideapp/${Role.SwarmWatch}/1/1`);
  await page.locator('summary', { hasText: /^Messages$/ }).click();
  await expect(page.locator('.guide-details:visible')).toContainText('Write to your swarm coordinator.');
  await expect(page.locator('.guide-details img, .guide-details script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});
