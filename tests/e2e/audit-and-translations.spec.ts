import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@beewatch/shared';
import { expectNoAxeViolations } from './axe-support';
import { signInPastTwoStep } from './content-support';
import { signIn } from './support';

const TEMPORARY_PASSWORD = 'Audit-Check-2026!';

/** Settings → Change Password → old, new and confirmation (English UI). */
async function changePassword(page: Page, oldPassword: string, newPassword: string) {
  // The one in the settings dropdown (a role's home page links to Change Password too).
  const settings = page.getByRole('button', { name: 'Settings' });
  await settings.click();
  const panel = page.locator(`[id="${await settings.getAttribute('aria-controls')}"]`);
  await panel.getByRole('link', { name: 'Change Password' }).click();
  await page.getByLabel(/^Old password/).fill(oldPassword);
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel(/^Confirm password/).fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed')).toBeVisible();
}

/** Changes a user's password and back to the demo one: two ChangePassword actions. */
async function changePasswordTwice(page: Page, userName: string) {
  await signInPastTwoStep(page, userName);
  await changePassword(page, DEMO_PASSWORD, TEMPORARY_PASSWORD);
  await changePassword(page, TEMPORARY_PASSWORD, DEMO_PASSWORD);
  await page.context().clearCookies();
}

test('the Admin Audit lists administrators’ actions only, named in the UI language', async ({ page }) => {
  // A bystander's password change is not an administrative action; the SuperAdministrator's is.
  await changePasswordTwice(page, 'bystander');
  await changePasswordTwice(page, 'superadmin');
  await page.addInitScript(() => localStorage.setItem('beewatch.lang', 'fr'));
  await signIn(page, 'superadmin');
  await page.getByRole('button', { name: 'Paramètres' }).click();
  await page.getByRole('button', { name: 'Audit des administrateurs' }).click();
  const dialog = page.getByRole('dialog');
  const rows = dialog.locator('tr[data-audit-row]');
  await expect(rows.filter({ hasText: 'superadmin' }).first()).toContainText('Changement du mot de passe');
  await expect(rows.filter({ hasText: 'bystander' })).toHaveCount(0);
  await expect(dialog).not.toContainText('ChangePassword');
  await expectNoAxeViolations(page, '[role="dialog"]');
  await page.screenshot({ path: 'test-results/admin-audit-fr.png' });
});

test('activityhornet with a bad tracking id says so in French', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('beewatch.lang', 'fr'));
  await page.goto('/activityhornet/not-a-tracking-id');
  await expect(page.getByRole('alert')).toHaveText('Identifiant de signalement invalide');
  await expectNoAxeViolations(page);
});

test('a French page sends its requests with Lang en (spec §6)', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('beewatch.lang', 'fr'));
  const langs: (string | undefined)[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/api/')) langs.push(req.headers()['lang']);
  });
  await signIn(page, 'controller');
  await expect(page.getByRole('heading', { name: 'Rapports' })).toBeVisible();
  expect(langs.length).toBeGreaterThan(1);
  expect(new Set(langs)).toEqual(new Set(['en']));
});
