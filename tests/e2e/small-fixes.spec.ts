import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@beewatch/shared';
import { expectNoAxeViolations } from './axe-support';
import { latestCode } from './support';

const POLICY =
  'Password must have at least 12 characters with an upper case letter, a lower case letter, a digit and a symbol';

test('the login button shows a spinner while signing in', async ({ page }) => {
  await page.route('**/api/account/Authenticate', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/');
  await page.getByLabel(/^User name/).fill('controller');
  await page.getByLabel(/^Password$/).fill('Demo-Bee-2026!');
  const login = page.getByRole('button', { name: 'Login' });
  await login.click();
  await expect(login).toHaveAttribute('aria-busy', 'true');
  await expect(login.locator('.amplify-loader')).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page).toHaveURL(/\/bscontroller\/reporting$/);
});

test('the reset page states the password rule once, as the error when it is broken', async ({ page }) => {
  await page.goto('/home/forgotpassword');
  await page.getByLabel(/^User name/).fill('coordinator');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/home\/forgotpasswordtoken$/);
  await page.getByLabel(/^Verification code/).fill(await latestCode(page, 'coordinator@bee.watch.local'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/home\/resetpassword$/);
  await expect(page.getByText(POLICY)).toHaveCount(1);
  await page.getByLabel(/^New password/).fill('short');
  await page.getByLabel(/^Confirm password/).fill('short');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText(POLICY)).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test('the test page’s key box shows the key whole (underscores included)', async ({ page }) => {
  await page.goto('/home/testapi?key=bwk_demo-local-swarm-form-key-000001');
  const box = page.getByLabel(/API key/i);
  await expect(box).toHaveValue('bwk_demo-local-swarm-form-key-000001');
  await box.screenshot({ path: 'test-results/testapi-key-box.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/testapi-phone.png' });
});

/** The Cognito `sub` of a demo user (the UserID of hornet/{UserID}). */
async function subOf(page: Page, userName: string): Promise<string> {
  const res = await page.request.post('/api/account/Authenticate', {
    data: { UserName: userName, Password: DEMO_PASSWORD },
  });
  const token = ((await res.json()) as { data: { access_token: string } }).data.access_token;
  return (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
}

/** Mean height (px from the image top) of the dark pixels of a PNG, decoded in the page. */
async function darkPixelsMeanY(page: Page, png: Buffer): Promise<number> {
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(bitmap, 0, 0);
    const { data } = ctx.getImageData(0, 0, bitmap.width, bitmap.height);
    let sum = 0;
    let count = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]! < 140) {
        sum += Math.floor(i / 4 / bitmap.width);
        count += 1;
      }
    }
    return count ? sum / count : Number.NaN;
  }, png.toString('base64'));
}

test('in the list under a map each bullet is on the first line of its entry (390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/hornet/${await subOf(page, 'bystander')}`);
  const list = page.getByRole('list', { name: /list of points/ });
  const entry = list.getByRole('listitem').first();
  await entry.scrollIntoViewIfNeeded();
  const box = await entry.evaluate((li) => {
    const range = document.createRange();
    range.selectNodeContents(li.querySelector('button')!);
    const lines = Array.from(range.getClientRects());
    const ul = li.parentElement!.getBoundingClientRect();
    const item = li.getBoundingClientRect();
    return {
      gutter: { x: ul.x, y: item.y, width: item.x - ul.x, height: item.height },
      firstLine: { top: lines[0]!.top, bottom: lines[0]!.bottom },
      lines: new Set(lines.map((r) => Math.round(r.bottom))).size,
    };
  });
  // The entry wraps, so a bullet on another line than the first would show.
  expect(box.lines).toBeGreaterThan(1);
  // The bullet is drawn in the list's left gutter: its middle lies within the text's first line.
  const bullet = box.gutter.y + (await darkPixelsMeanY(page, await page.screenshot({ clip: box.gutter })));
  expect(bullet).toBeGreaterThan(box.firstLine.top);
  expect(bullet).toBeLessThan(box.firstLine.bottom);
  await expectNoAxeViolations(page);
});
