import { expect, test, type Page } from '@playwright/test';

import { latestCode, signIn, signInAdminWithCode } from './support';
import { chooseFrench, declineTwoStepPrompt } from './content-support';

/**
 * Settings dropdown per role, the audit popups, My Profile and unsubscribe.
 * Unsubscribe disables its users for good: 'vqadmin' and 'iwas', which no other e2e file uses.
 */

async function openSettings(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^(Settings|Paramètres)$/ }).click();
}

async function unsubscribeFlow(page: Page, user: string, fr: boolean): Promise<void> {
  await page.goto('/home/unsubscribe');
  if (fr) await chooseFrench(page);
  const t = fr
    ? {
        cont: 'Continuer',
        empty: "Veuillez saisir le nom d'utilisateur.",
        check: 'Consultez vos e-mails pour le code de vérification',
        submit: 'Se désinscrire',
        invalid: "Le code de vérification n'est pas valide.",
        title: 'Compte supprimé',
      }
    : {
        cont: 'Continue',
        empty: 'Please enter User Name.',
        check: 'Check your email for verification code',
        submit: 'Unsubscribe',
        invalid: 'Verification code is not valid.',
        title: 'Account Deleted',
      };
  await page.getByRole('button', { name: t.cont }).click();
  await expect(page.getByRole('alert')).toHaveText(t.empty);
  await page.getByLabel(/^(User Name|Nom d'utilisateur)$/).fill(user);
  await page.getByRole('button', { name: t.cont }).click();
  await expect(page.getByText(t.check)).toBeVisible();
  // Spec quirk: an empty code also says the user-name message.
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(t.empty);
  const code = await latestCode(page, `${user}@bee.watch.local`);
  const codeBox = page.getByLabel(/^(Verification code|Code de vérification)$/);
  await codeBox.fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(t.invalid);
  await codeBox.fill(code);
  await page.getByRole('button', { name: t.submit }).click();
  const dialog = page.getByRole('dialog', { name: t.title });
  await expect(dialog).toBeVisible();
  if (!fr)
    await expect(dialog).toContainText('you have succesfully unsubscribe. your account will be delete soon');
  await page.screenshot({ path: `test-results/unsubscribe-${fr ? 'fr' : 'en'}.png` });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The account is disabled at once.
  await signIn(page, user);
  await expect(page.getByRole('alert')).toContainText(
    fr
      ? 'Ce compte a été désinscrit et il est désactivé.'
      : 'This account has been unsubscribed and is disabled.',
  );
}

test.describe('unsubscribe', () => {
  test('deletes the account after the emailed code (English)', async ({ page }) => {
    await unsubscribeFlow(page, 'vqadmin', false);
  });

  test('works in French', async ({ page }) => {
    await unsubscribeFlow(page, 'iwas', true);
  });
});

test.describe('settings dropdown', () => {
  test.beforeEach(({ page }) => declineTwoStepPrompt(page));

  test('SuperAdministrator opens the Admin Audit popup with its rows', async ({ page }) => {
    await signIn(page, 'superadmin');
    await openSettings(page);
    await expect(page.getByRole('link', { name: 'My Profile' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Change Password' })).toBeVisible();
    await expect(page.getByText(/^Last login:/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'User Audit' })).toHaveCount(0);
    // The one in the settings dropdown (superadmin/index has an Admin Audit button of its own).
    const settings = page.getByRole('button', { name: 'Settings' });
    const panel = page.locator(`[id="${await settings.getAttribute('aria-controls')}"]`);
    await panel.getByRole('button', { name: 'Admin Audit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Admin Audit' });
    await expect(dialog.getByRole('columnheader')).toHaveText(['User name', 'Action', 'Action date']);
    // The unsubscribes above are admin actions.
    await expect(dialog.locator('tr[data-audit-row]').filter({ hasText: 'vqadmin' })).toContainText(
      'Unsubscribe',
    );
    await page.screenshot({ path: 'test-results/admin-audit.png' });
  });

  test('Administrator opens the User Audit popup listing failed sign-ins', async ({ page }) => {
    for (let i = 0; i < 2; i++)
      await page.request.post('/api/account/Authenticate', {
        data: { UserName: 'controller', Password: 'wrong-password' },
      });
    await signInAdminWithCode(page);
    await openSettings(page);
    await expect(page.getByRole('button', { name: 'Admin Audit' })).toHaveCount(0);
    await page.getByRole('button', { name: 'User Audit' }).click();
    const dialog = page.getByRole('dialog', { name: 'User Audit' });
    await expect(dialog.getByRole('columnheader')).toHaveText([
      'User name',
      'Failed attempt date',
      'Failed attempts',
      'Sign-in',
    ]);
    const rows = dialog.locator('tr[data-audit-row]').filter({ hasText: 'controller' });
    await expect(rows.first()).toContainText('2');
  });

  test('field roles get their domain and coordinator links', async ({ page }) => {
    // The landing focuses its heading once loaded, which closes an open dropdown: open it after.
    await signIn(page, 'coordinator');
    await expect(page.locator('#main h1')).toBeFocused();
    await openSettings(page);
    const panel = page.locator('.settings-panel');
    await expect(panel.getByRole('link', { name: 'Swarm Domain' })).toHaveAttribute(
      'href',
      '/beewatchagent/swarmdomain',
    );
    await expect(panel.getByRole('link', { name: 'Swarm collector domain' })).toHaveAttribute(
      'href',
      '/beewatchagent/swarmcollectordomain',
    );
    await panel.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await signIn(page, 'pesticide');
    await expect(page.locator('#main h1')).toBeFocused();
    await openSettings(page);
    await expect(
      page.locator('.settings-panel').getByRole('link', { name: 'Local Coordinator' }),
    ).toHaveAttribute('href', '/pesticide/agent');
  });
});

test.describe('My Profile', () => {
  test.beforeEach(({ page }) => declineTwoStepPrompt(page));

  test('edits the profile, refuses bad input, and works in French', async ({ page }) => {
    await signIn(page, 'beekeeper');
    await openSettings(page);
    await page.getByRole('link', { name: 'My Profile' }).click();
    await expect(page).toHaveURL(/\/home\/myprofile$/);
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    await expect(page.getByLabel(/^First name/)).toHaveValue('Bea');
    await page.getByLabel(/^First name/).fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please enter First Name')).toBeVisible();
    await page.getByLabel(/^First name/).fill('Beatrice');
    await page.getByLabel(/^Address line 1/).fill('2 Orchard Row');
    await page.getByLabel(/^Post code/).fill('EX1 1AA');
    await page.getByLabel(/^Mobile 1/).fill('07911 123456');
    await page.getByRole('button', { name: 'Save' }).click();
    // The server's country check of the post code and mobile.
    await expect(page.getByRole('status')).toHaveText(/Data saved/);
    await expect(page.getByLabel(/^Mobile 1/)).toHaveValue('+447911123456');
    // The header shows the new name at once, without a reload or a new sign-in.
    await expect(page.locator('.top-header .user-card strong')).toHaveText(/^Beatrice /);
    await page.screenshot({ path: 'test-results/my-profile-en.png', fullPage: true });
    await page.reload();
    await expect(page.getByLabel(/^First name/)).toHaveValue('Beatrice');
    await chooseFrench(page);
    await expect(page.getByRole('heading', { name: 'Mon profil' })).toBeVisible();
    // The role is named in the page's language, as in the header.
    await expect(page.locator('.profile-user')).toHaveText(/· Apiculteur$/);
    await page.getByLabel(/^Code postal/).fill('XYZ');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByRole('alert')).toContainText('Veuillez saisir un code postal valide');
    await page.screenshot({ path: 'test-results/my-profile-fr.png', fullPage: true });
  });
});
