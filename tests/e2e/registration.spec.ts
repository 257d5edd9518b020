import { expect, test, type Browser, type Page } from '@playwright/test';
import { choose, signIn, signInAdminWithCode } from './support';

const PASSWORD = 'Hive-Reg-2026!';
const nextYear = () => new Date(Date.now() + 365 * 86400_000).toISOString().slice(0, 10);

/** The admin generates a code on /admin/accesscodelist and reads it from the first row. */
async function generateCode(page: Page, role: string, uses: number): Promise<string> {
  await signInAdminWithCode(page);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: /access code/i })
    .click();
  await expect(page).toHaveURL(/\/admin\/accesscodelist$/);
  await page.getByRole('button', { name: 'Generate access code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate access code' });
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(dialog.getByText('Please select the role')).toBeVisible();
  await dialog.getByLabel('Role to grant').selectOption({ label: role });
  await dialog.getByLabel('Subscription expiry date').fill(nextYear());
  await dialog.getByLabel('Number of uses').fill(String(uses));
  await dialog.getByLabel('Purchaser email').fill('buyer@example.org');
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Access code generated: [A-Z2-9]{12}/)).toBeVisible();
  const first = page.locator('tbody tr[data-id]').first();
  await expect(first).toContainText(role);
  await expect(first).toContainText(`0 / ${uses}`);
  return (await first.getAttribute('data-id'))!;
}

async function freshPage(browser: Browser, lang?: 'fr') {
  const context = await browser.newContext();
  if (lang) await context.addInitScript((l) => localStorage.setItem('beewatch.lang', l), lang);
  return context.newPage();
}

test('admin generates a code; a visitor registers with it and signs in with its role', async ({
  page,
  browser,
}) => {
  const code = await generateCode(page, 'Bee Keeper', 3);
  const userName = `e2e${Date.now().toString(36)}`;

  const visitor = await freshPage(browser);
  await visitor.goto('/');
  await visitor.getByRole('link', { name: 'First time login' }).click();
  await expect(visitor).toHaveURL(/\/home\/firsttimelogin$/);
  await visitor.getByRole('button', { name: 'Continue' }).click();
  await expect(visitor.getByText('Please enter access code')).toBeVisible();
  await visitor.getByLabel(/^Access code/).fill('NOTACODE2345');
  await visitor.getByRole('button', { name: 'Continue' }).click();
  await expect(visitor.getByRole('alert').filter({ hasText: 'This access code is not valid' })).toBeVisible();
  await visitor.getByLabel(/^Access code/).fill(code.toLowerCase());
  await visitor.getByRole('button', { name: 'Continue' }).click();

  await expect(visitor.getByRole('heading', { name: 'Step 2: your details' })).toBeVisible();
  await expect(visitor.getByTestId('registration-role')).toHaveText('Bee Keeper');
  await visitor.getByRole('button', { name: 'Register' }).click();
  for (const message of [
    'Please enter Date of Birth',
    'Please enter First Name',
    'Please enter Last Name',
    'Please enter Address Line 1',
    'Please enter Post Code',
    'Please enter Organisation',
    'Please select Country',
    'Please enter Mobile 1',
    'Please enter Email',
  ])
    await expect(visitor.getByText(message, { exact: true })).toBeVisible();

  await visitor.getByLabel(/^Country/).selectOption({ label: 'United Kingdom' });
  await visitor.getByLabel(/^Post code/).fill('ZZ9 9ZZ');
  await visitor.getByLabel(/^Mobile 1/).fill('0612345678');
  await visitor.getByLabel(/^Mobile 1/).blur();
  await expect(visitor.getByText('Please enter a valid Post Code')).toBeVisible();
  await expect(visitor.getByText('Please enter a valid Mobile 1')).toBeVisible();
  await visitor.getByLabel(/^Date of birth/).fill(new Date().toISOString().slice(0, 10));
  await visitor.getByLabel(/^Email/).fill(`${userName}@example.org`);
  await visitor.getByLabel(/^Confirm email/).fill('other@example.org');
  await visitor.getByRole('button', { name: 'Register' }).click();
  await expect(visitor.getByText('Age should be minimum 13 years')).toBeVisible();
  await expect(visitor.getByText('Email and confirm email should be match')).toBeVisible();

  await visitor.getByLabel(/^Date of birth/).fill('1988-04-12');
  await visitor.getByLabel(/^First name/).fill('Rita');
  await visitor.getByLabel(/^Last name/).fill('Registrant');
  await visitor.getByLabel(/^Organisation/).fill('Apiary Ltd');
  await visitor.getByLabel(/^Address line 1/).fill('1 Hive Lane');
  await visitor.getByLabel(/^Post code/).fill('SW1A 1AA');
  await visitor.getByLabel(/^Mobile 1/).fill('07400 123456');
  await visitor.getByLabel(/^Confirm email/).fill(`${userName}@example.org`);
  await choose(visitor.getByRole('radio', { name: 'Yes' }));
  await visitor.getByLabel(/^User name/).fill(userName);
  await visitor.getByLabel(/^Password/).fill(PASSWORD);
  await visitor.getByLabel(/^Confirm password/).fill(PASSWORD);
  await visitor.screenshot({ path: 'test-results/registration-form.png', fullPage: true });
  await visitor.getByRole('button', { name: 'Register' }).click();

  const success = visitor.getByRole('dialog', { name: 'Registration' });
  await expect(success.getByText('Registration successful. Please login now')).toBeVisible();
  await success.getByRole('button', { name: 'OK' }).click();
  await expect(visitor).toHaveURL(/\/home\/login$/);
  await signIn(visitor, userName, PASSWORD);
  await expect(visitor).toHaveURL(/\/beekeeper\/index$/);
  await expect(visitor.getByText('Rita Registrant')).toBeVisible();

  // The admin's list counts the use.
  await page.reload();
  await expect(page.locator(`tbody tr[data-id="${code}"]`)).toContainText('1 / 3');

  // The form in French.
  const french = await freshPage(browser, 'fr');
  await french.goto('/home/firsttimelogin');
  await expect(french.getByRole('heading', { name: 'Première connexion' })).toBeVisible();
  await french.getByRole('button', { name: 'Continuer' }).click();
  await expect(french.getByText("Veuillez saisir le code d'accès")).toBeVisible();
  await french.getByLabel(/^Code d'accès/).fill(code);
  await french.getByRole('button', { name: 'Continuer' }).click();
  await expect(french.getByRole('heading', { name: 'Étape 2 : vos informations' })).toBeVisible();
  await expect(french.getByTestId('registration-role')).toHaveText('Apiculteur');
  await french.getByRole('button', { name: "S'inscrire" }).click();
  await expect(french.getByText('Veuillez saisir le prénom')).toBeVisible();
  await expect(french.getByText('Veuillez saisir le code postal')).toBeVisible();
  await expect(
    french.getByRole('radiogroup', { name: "Êtes-vous un collecteur d'essaims assuré ?" }),
  ).toBeVisible();
  await french.screenshot({ path: 'test-results/registration-form-fr.png', fullPage: true });
});
