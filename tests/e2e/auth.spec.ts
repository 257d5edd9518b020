import { expect, test } from '@playwright/test';
import { latestCode, signIn } from './support';
import { chooseFrench } from './content-support';

test.describe('sign-in', () => {
  test('shows the spec messages for empty fields', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Please enter username')).toBeVisible();
    await expect(page.getByText('Please enter password')).toBeVisible();
  });

  test('shows the server message for a wrong password', async ({ page }) => {
    await signIn(page, 'controller', 'not-the-password');
    await expect(page.getByText('Invalid user name or password')).toBeVisible();
    await expect(page).toHaveURL(/\/$|\/home\/login/);
  });

  test('lands the controller on reporting with the layout frame, keeps the session on reload, and logs out', async ({
    page,
  }) => {
    await signIn(page, 'controller');
    await expect(page).toHaveURL(/\/bscontroller\/reporting$/);
    await expect(page.getByText('Camille Controller')).toBeVisible();
    await expect(page.getByText(/controller/).first()).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Category list' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Reporting' })).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/\/bscontroller\/reporting$/);
    await expect(page.getByRole('heading', { name: 'Reporting' })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await page.goto('/bscontroller/reporting');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  test('honours returnurl after sign-in', async ({ page }) => {
    await page.goto('/bscontroller/categorylist');
    await expect(page).toHaveURL(/returnurl=/i);
    await page.getByLabel(/^User name/).fill('controller');
    await page.getByLabel(/^Password$/).fill('Demo-Bee-2026!');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/bscontroller\/categorylist$/);
  });

  test('asks the admin for the emailed code, refuses a wrong one, then signs in', async ({ page }) => {
    await signIn(page, 'admin');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const code = await latestCode(page, 'admin@bee.watch.local');
    const input = dialog.getByLabel(/Verification code/i);
    await input.fill(code === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog.getByText('Verification code is not valid')).toBeVisible();
    await input.fill(code);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/admin\/index$/);
    await expect(page.getByText('Alex Admin')).toBeVisible();
  });

  test('keeps other roles out of the controller area', async ({ page }) => {
    await signIn(page, 'bystander');
    // ByStander has no landing of its own in spec §2.3: 'any other role' → admin/index.
    await expect(page).toHaveURL(/\/admin\/index$/);
    await page.goto('/bscontroller/reporting');
    await expect(page.getByRole('heading', { name: 'Reporting' })).toHaveCount(0);
    await expect(page).not.toHaveURL(/\/bscontroller\/reporting$/);
  });

  test('works in French', async ({ page }) => {
    await page.goto('/');
    await chooseFrench(page);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText("Veuillez saisir le nom d'utilisateur")).toBeVisible();
  });
});
