import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe-support';
import { signInAdmin, signInPastTwoStep } from './content-support';
import { expectNoSidewaysScroll, openScreen } from './support';

/**
 * User management (role-screens §1.2–1.4, §1.13) and the administrators (§2.1–2.3): the admin
 * finds the demo beekeeper, changes their subscription expiry and sees the change in the account's
 * audit; the subscription lists; the add-user form's refusals; the SuperAdministrator's
 * administrators, where the last active SuperAdministrator cannot be deactivated. English at
 * desktop width and French on a 390 × 844 phone.
 */

const SHOTS = process.env.BW_SHOTS_DIR;

const T = {
  en: {
    users: 'Users',
    search: 'Search',
    text: 'Name, user name, email or post code',
    edit: 'Edit beekeeper',
    editTitle: 'Edit user',
    expiry: 'Subscription expiry',
    save: 'Save',
    saved: 'Data saved',
    changed: 'Subscription expiry changed',
    summary: 'User summary',
    expiredTab: 'Expired',
    add: 'Add user',
    create: 'Create',
    firstName: 'Please enter First Name',
    userName: 'Please enter User Name',
    admins: 'Administrators',
    active: 'Active',
    last: 'The last active Super Administrator cannot be deactivated',
    managed: 'Managed by a Super Administrator',
    addAdmin: 'Add administrator',
    adminAudit: 'Admin Audit',
    pastExpiry: 'Expiry Date cannot be in the past',
    addedAs: 'Administrator added as Administrator',
    edited: 'Administrator edited Email',
    auditAdded: 'Administrator added',
    uk: 'United Kingdom',
    export: 'Export CSV',
    exported: '1 user exported',
    invited: 'User created; the invitation email was sent',
  },
  fr: {
    users: 'Utilisateurs',
    search: 'Rechercher',
    text: "Nom, nom d'utilisateur, e-mail ou code postal",
    edit: 'Modifier beekeeper',
    editTitle: 'Modifier un utilisateur',
    expiry: "Fin d'abonnement",
    save: 'Enregistrer',
    saved: 'Données enregistrées',
    changed: "Fin d'abonnement modifiée",
    summary: 'Synthèse des utilisateurs',
    expiredTab: 'Expirés',
    add: 'Ajouter un utilisateur',
    create: 'Créer',
    firstName: 'Veuillez saisir le prénom',
    userName: "Veuillez saisir le nom d'utilisateur",
    admins: 'Administrateurs',
    active: 'Actif',
    last: 'Le dernier super administrateur actif ne peut pas être désactivé',
    managed: 'Géré par un super administrateur',
    addAdmin: 'Ajouter un administrateur',
    adminAudit: 'Audit des administrateurs',
    pastExpiry: "La date d'expiration ne peut pas être dans le passé",
    addedAs: 'Administrateur ajouté avec le rôle Administrateur',
    edited: 'Administrateur modifié E-mail',
    auditAdded: 'Administrateur ajouté',
    uk: 'Royaume-Uni',
    export: 'Exporter en CSV',
    exported: '1 utilisateur exporté',
    invited: "Utilisateur créé ; l'e-mail d'invitation a été envoyé",
  },
} as const;

async function fitsAndAccessible(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page, name);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const COMBOS = [
  { lang: 'en', viewport: { width: 1280, height: 900 }, size: 'desktop' },
  { lang: 'fr', viewport: { width: 390, height: 844 }, size: 'phone' },
] as const;

for (const { lang, viewport, size } of COMBOS) {
  const t = T[lang];
  test.describe(`${lang} ${size}`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('beewatch.lang', l), lang);
    });

    test("the admin finds the demo beekeeper, changes the subscription expiry and sees it in the account's audit", async ({
      page,
    }) => {
      await signInAdmin(page);
      await openScreen(page, '/admin/userlist', t.users);
      await page.getByLabel(t.text).fill('Bea Keeper');
      await page.getByRole('button', { name: t.search, exact: true }).click();
      await expect(page).toHaveURL(/Text=Bea/);
      const row = page.locator('[data-user="beekeeper"]');
      await expect(row).toBeVisible();
      await expect(page.locator('[data-user]')).toHaveCount(1);
      await fitsAndAccessible(page, `userlist-${lang}-${size}`);
      await row.getByRole('link', { name: t.edit }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.editTitle })).toBeVisible();
      const day = new Date(Date.now() + (lang === 'en' ? 500 : 600) * 86_400_000).toISOString().slice(0, 10);
      await page.getByLabel(new RegExp(`^${t.expiry}`)).fill(day);
      await page.getByRole('button', { name: t.save, exact: true }).click();
      await expect(page.getByText(t.saved)).toBeVisible();
      const change = page.locator('[data-change="ChangeExpiry"]').filter({ hasText: day });
      await expect(change).toBeVisible();
      await expect(change).toContainText(t.changed);
      await fitsAndAccessible(page, `edituser-${lang}-${size}`);
    });

    test('the admin exports the users the filters keep as Users.csv', async ({ page }) => {
      await signInAdmin(page);
      await openScreen(page, '/admin/userlist?Text=Bea%20Keeper', t.users);
      await expect(page.locator('[data-user]')).toHaveCount(1);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: t.export }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('Users.csv');
      const lines = readFileSync((await file.path())!, 'utf8')
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toMatch(/^FullName,UserName,Email,Role,/);
      expect(lines.slice(1)).toEqual([expect.stringMatching(/^Bea Keeper,beekeeper,/)]);
      await expect(page.getByText(t.exported)).toBeVisible();
      await fitsAndAccessible(page, `userexport-${lang}-${size}`);
    });

    test('administrator accounts are left to a SuperAdministrator', async ({ page }) => {
      await signInAdmin(page);
      await page.goto('/admin/userlist?Text=camille');
      const row = page.locator('[data-user="controller"]');
      await expect(row).toContainText(t.managed);
      await expect(row.getByRole('link')).toHaveCount(0);
      // The superadmin screens refuse an Administrator (route guard: back to the landing).
      await page.goto('/superadmin/index');
      await expect(page).not.toHaveURL(/superadmin/);
    });

    test('the subscription summary lists the expired subscription with its retention date', async ({
      page,
    }) => {
      await signInAdmin(page);
      await openScreen(page, '/admin/expirednonactiverenewuser', t.summary);
      await expect(page.locator('table.user-summary')).toBeVisible();
      await page.getByRole('tab', { name: t.expiredTab }).click();
      await expect(page.getByRole('tab', { name: t.expiredTab })).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('[data-user="gen-expired"]')).toBeVisible();
      await fitsAndAccessible(page, `subscriptions-${lang}-${size}`);
    });

    test('the add-user form refuses missing fields with the spec messages', async ({ page }) => {
      await signInAdmin(page);
      await openScreen(page, '/admin/adduser', t.add);
      await page.getByRole('button', { name: t.create, exact: true }).click();
      await expect(page.getByText(t.userName)).toBeVisible();
      await expect(page.getByText(t.firstName)).toBeVisible();
      await fitsAndAccessible(page, `adduser-${lang}-${size}`);
    });

    test('the SuperAdministrator sees the administrators and cannot deactivate the last SuperAdministrator', async ({
      page,
    }) => {
      await signInPastTwoStep(page, 'superadmin');
      await expect(page).toHaveURL(/\/superadmin\/index$/);
      await expect(page.getByRole('heading', { level: 1, name: t.admins })).toBeVisible();
      await expect(page.locator('[data-user="admin"]')).toBeVisible();
      await fitsAndAccessible(page, `superadmin-${lang}-${size}`);
      await page.goto('/superadmin/editadmin?UserName=superadmin');
      const active = page.getByRole('checkbox', { name: t.active, exact: true });
      await expect(active).toBeChecked();
      // The input is drawn over by Amplify's control: a user clicks its label.
      await active.locator('xpath=ancestor::label[1]').click();
      await expect(active).not.toBeChecked();
      await page.getByRole('button', { name: t.save, exact: true }).click();
      await expect(page.getByText(t.last)).toBeVisible();
      await fitsAndAccessible(page, `editadmin-${lang}-${size}`);
    });

    test('the SuperAdministrator adds an administrator: limits, a past expiry, and audit and history in the UI language', async ({
      page,
    }) => {
      const user = `e2e-${lang}-${Date.now().toString(36)}`;
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      await signInPastTwoStep(page, 'superadmin');
      await expect(page).toHaveURL(/\/superadmin\/index$/);
      // The country as the Country select names it.
      await expect(page.locator('[data-user="admin"]')).toContainText(t.uk);
      await page.locator('#main').getByRole('link', { name: t.addAdmin }).click();
      await expect(page).toHaveURL(/\/superadmin\/addadmin$/);
      // Inputs stop at spec §5's lengths.
      await page.locator('#addadmin-UserName').fill(user);
      await page.locator('#addadmin-FName').fill('F'.repeat(60));
      await expect(page.locator('#addadmin-FName')).toHaveValue('F'.repeat(50));
      await page.locator('#addadmin-LName').fill('Three');
      await page.locator('#addadmin-Email').fill(`${user}@example.org`);
      await page.locator('#addadmin-ConfirmEmail').fill(`${user}@example.org`);
      await page.locator('#addadmin-CompanyName').fill('Organisation far too long');
      await expect(page.locator('#addadmin-CompanyName')).toHaveValue('Organisation far too');
      await page.locator('#addadmin-Mobile1').fill('0'.repeat(30));
      await expect(page.locator('#addadmin-Mobile1')).toHaveValue('0'.repeat(20));
      await page.locator('#addadmin-Mobile1').fill('');
      await page.locator('#addadmin-ExpiryDate').fill(day(-2));
      await page.getByRole('button', { name: t.create, exact: true }).click();
      await expect(page.getByText(t.pastExpiry)).toBeVisible();
      await fitsAndAccessible(page, `addadmin-past-${lang}-${size}`);
      await page.locator('#addadmin-ExpiryDate').fill(day(200));
      await page.getByRole('button', { name: t.create, exact: true }).click();
      await expect(page).toHaveURL(/\/superadmin\/index$/);
      // The list the form returns to says what the save did.
      await expect(page.getByText(t.invited)).toBeVisible();

      // The Admin Audit: the action in the UI language, the account apart.
      await page.getByRole('button', { name: t.adminAudit }).click();
      const dialog = page.getByRole('dialog');
      const row = dialog.locator('[data-audit-row]').filter({ hasText: user }).first();
      await expect(row).toContainText(t.auditAdded);
      await expect(dialog).not.toContainText('AddAdmin');
      await expect(dialog).not.toContainText(`(${user})`);
      await expectNoAxeViolations(page, '[role="dialog"]');
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-audit-${lang}-${size}.png`, fullPage: true });
      await page.keyboard.press('Escape');

      // The account's history: field and role names in the UI language.
      await page.goto(`/superadmin/editadmin?UserName=${user}`);
      await expect(page.locator('[data-change="AddAdmin"]')).toContainText(t.addedAs);
      await page.locator('#editadmin-Email').fill(`${user}-new@example.org`);
      await page.locator('#editadmin-ConfirmEmail').fill(`${user}-new@example.org`);
      await page.getByRole('button', { name: t.save, exact: true }).click();
      await expect(page.getByText(t.saved)).toBeVisible();
      await expect(page.locator('[data-change="EditAdmin"]')).toContainText(t.edited);
      await fitsAndAccessible(page, `editadmin-history-${lang}-${size}`);
    });
  });
}
