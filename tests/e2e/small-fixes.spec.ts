import { expect, test } from '@playwright/test';
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
