import { expect, test, type Page, type Request } from '@playwright/test';
import { API, DEMO_PASSWORD } from '@beewatch/shared';
import { expectNoSidewaysScroll, latestCode, signIn } from './support';
import { chooseFrench } from './content-support';
import { expectNoAxeViolations } from './axe-support';

/**
 * Forgot password, change password and the two-step prompt, reading codes
 * from the local outbox. Users: 'swarmwatch' and 'coordinator' get their demo password back at
 * the end; 'inspector' keeps two-step on and 'pesticide' keeps 'do not show again' (no later
 * e2e file signs them in).
 */
const NEW_PASSWORD = 'Fresh-Hive-2027!';
const emailOf = (user: string) => `${user}@bee.watch.local`;
/** Where the prompt asks whether it may show (the route table's path). */
const STATUS_PATH = `/api/${API.account.check2StepVerification.path}`;

/**
 * The two-step status requests `page` makes from now on: the prompt asks the server
 * (common/Check2StepVerification) before it can open, and does not ask once it is declined.
 */
function statusRequests(page: Page): Request[] {
  const asked: Request[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith(STATUS_PATH)) asked.push(req);
  });
  return asked;
}

const promptOf = (page: Page) =>
  page.getByRole('dialog', { name: /^(Two-step verification|Vérification en deux étapes)$/ });

/**
 * The reset-password page, which opens only after a verified code (so the design-system walk
 * cannot reach it): no axe violation with its messages showing, and no sideways scroll.
 */
async function expectResetPageAccessible(page: Page): Promise<void> {
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page, 'the reset page');
}

async function logout(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: /^(Logout|Déconnexion)$/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: /^(Login|Se connecter)$/ })).toBeVisible();
}

/** Settings → Change Password → old, new and confirmation, in the current UI language. */
async function changePassword(page: Page, oldPassword: string, newPassword: string, fr = false) {
  await page.getByRole('button', { name: fr ? 'Paramètres' : 'Settings' }).click();
  await page.getByRole('link', { name: fr ? 'Changer le mot de passe' : 'Change Password' }).click();
  await expect(page).toHaveURL(/\/home\/changepassword$/);
  await page.getByLabel(fr ? /^Ancien mot de passe/ : /^Old password/).fill(oldPassword);
  await page.getByLabel(fr ? /^Nouveau mot de passe/ : /^New password/).fill(newPassword);
  await page.getByLabel(fr ? /^Confirmer le mot de passe/ : /^Confirm password/).fill(newPassword);
  await page.getByRole('button', { name: fr ? 'Changer le mot de passe' : 'Change password' }).click();
}

test.describe('forgot password', () => {
  test('request → token → reset → login with the new password, then change it back', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/home\/forgotpassword$/);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('Please enter username')).toBeVisible();
    await page.getByLabel(/^User name/).fill('swarmwatch');
    await page.getByRole('button', { name: 'Send code' }).click();

    await expect(page).toHaveURL(/\/home\/forgotpasswordtoken$/);
    await expect(page.getByText('Verification code sent on your registered email.')).toBeVisible();
    await expect(page.getByLabel(/^User name/)).toHaveValue('swarmwatch');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please enter verification code')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('token.png') });
    const code = await latestCode(page, emailOf('swarmwatch'));
    await page.getByLabel(/^Verification code/).fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Verification code is not valid')).toBeVisible();
    await page.getByLabel(/^Verification code/).fill(code);
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/home\/resetpassword$/);
    const reset = page.getByRole('button', { name: 'Reset password' });
    await reset.click();
    await expect(page.getByText('New passsword is required')).toBeVisible();
    await expect(page.getByText('Confirm Password is required')).toBeVisible();
    await expectResetPageAccessible(page);
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Confirm password/).fill('Something-Else-1!');
    await reset.click();
    await expect(page.getByText('Password should be match')).toBeVisible();
    await page.getByLabel(/^Confirm password/).fill(NEW_PASSWORD);
    await reset.click();

    await expect(page).toHaveURL(/\/home\/login$/);
    await expect(page.getByText('Password reset successfully')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('reset-done.png') });
    await signIn(page, 'swarmwatch');
    await expect(page.getByText('Invalid user name or password')).toBeVisible();
    await signIn(page, 'swarmwatch', NEW_PASSWORD);
    await expect(page).toHaveURL(/\/beekeeper\/index$/);

    // Change password: a wrong old password is refused in the form (no logout), then back.
    await changePassword(page, 'Wrong-Pass-2026!', DEMO_PASSWORD);
    await expect(page.getByText('Old password is not correct')).toBeVisible();
    await expect(page).toHaveURL(/\/home\/changepassword$/);
    await page.getByLabel(/^Old password/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password has been changed')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('change-password.png') });
    await logout(page);
    await signIn(page, 'swarmwatch');
    await expect(page).toHaveURL(/\/beekeeper\/index$/);
  });

  test('works in French, with change password back in French', async ({ page }) => {
    await page.goto('/');
    await chooseFrench(page);
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await page.getByLabel(/^Nom d'utilisateur/).fill('coordinator');
    await page.getByRole('button', { name: 'Envoyer le code' }).click();
    await expect(
      page.getByText('Code de vérification envoyé à votre adresse e-mail enregistrée.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page.getByText('Veuillez saisir le code de vérification')).toBeVisible();
    await page.getByLabel(/^Code de vérification/).fill(await latestCode(page, emailOf('coordinator')));
    await page.getByRole('button', { name: 'Continuer' }).click();
    const reset = page.getByRole('button', { name: 'Réinitialiser le mot de passe' });
    await reset.click();
    await expect(page.getByText('Le nouveau mot de passe est obligatoire')).toBeVisible();
    // On a phone here (the English test checks it at desktop size), then back for the rest.
    const desktop = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    await expectResetPageAccessible(page);
    if (desktop) await page.setViewportSize(desktop);
    await page.getByLabel(/^Nouveau mot de passe/).fill('court');
    await page.getByLabel(/^Confirmer le mot de passe/).fill('court');
    await reset.click();
    await expect(
      page.getByText(/^Le mot de passe doit comporter au moins 12 caractères/).first(),
    ).toBeVisible();
    await page.getByLabel(/^Nouveau mot de passe/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Confirmer le mot de passe/).fill(NEW_PASSWORD);
    await reset.click();
    await expect(page.getByText('Mot de passe réinitialisé')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('reset-fr.png') });

    await signIn(page, 'coordinator', NEW_PASSWORD);
    await expect(page).toHaveURL(/\/beewatchagent\/swarmmap$/);
    await changePassword(page, NEW_PASSWORD, DEMO_PASSWORD, true);
    await expect(page.getByText('Votre mot de passe a été changé')).toBeVisible();
    await logout(page);
    await signIn(page, 'coordinator');
    await expect(page).toHaveURL(/\/beewatchagent\/swarmmap$/);
  });
});

test.describe('two-step prompt', () => {
  test("'do it later' hides it for the browser session only", async ({ page }) => {
    await signIn(page, 'pesticide');
    await expect(page).toHaveURL(/\/pesticide\/index$/);
    const prompt = promptOf(page);
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Do it later' }).click();
    await expect(prompt).toHaveCount(0);
    const asked = statusRequests(page);
    await page.reload();
    await expect(page.getByText('Pat Farmer')).toBeVisible();
    expect(asked).toHaveLength(0);
    await expect(prompt).toHaveCount(0);
  });

  test("'do not show again' is saved", async ({ page }) => {
    await signIn(page, 'pesticide');
    const prompt = promptOf(page);
    await expect(prompt).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('two-step-prompt.png') });
    await prompt.getByRole('button', { name: 'Do not show again' }).click();
    await expect(prompt).toHaveCount(0);
    await logout(page);
    await page.evaluate(() => sessionStorage.clear());
    const asked = statusRequests(page);
    await signIn(page, 'pesticide');
    await expect(page).toHaveURL(/\/pesticide\/index$/);
    await expect(page.getByText('Pat Farmer')).toBeVisible();
    expect(asked).toHaveLength(0);
    await expect(prompt).toHaveCount(0);
  });

  test('enables two-step with the emailed code; the next sign-in asks for a code', async ({ page }) => {
    await signIn(page, 'inspector');
    await expect(page).toHaveURL(/\/beeinspector\/apiaries$/);
    const prompt = promptOf(page);
    await prompt.getByRole('button', { name: 'Enable' }).click();
    await expect(prompt.getByText(/in\*+@bee\.watch\.local/)).toBeVisible();
    await prompt.getByRole('button', { name: 'Verify' }).click();
    await expect(prompt.getByText('Please enter 6 digit verification code.')).toBeVisible();
    const code = await latestCode(page, emailOf('inspector'));
    await prompt.getByLabel(/^Verification code/).fill(code === '000000' ? '111111' : '000000');
    await prompt.getByRole('button', { name: 'Verify' }).click();
    await expect(prompt.getByText('Verification code is not valid')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('two-step-code.png') });
    await prompt.getByLabel(/^Verification code/).fill(code);
    await prompt.getByRole('button', { name: 'Verify' }).click();
    await expect(prompt).toHaveCount(0);
    await expect(page.getByText('Two-step verification is enabled')).toBeVisible();

    await logout(page);
    await signIn(page, 'inspector');
    const otp = page.getByRole('dialog', { name: 'Verification code' });
    await expect(otp).toBeVisible();
    await otp.getByLabel(/Verification code/i).fill(await latestCode(page, emailOf('inspector')));
    const status = page.waitForResponse((res) => res.url().endsWith(STATUS_PATH));
    await otp.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/beeinspector\/apiaries$/);
    // The server says the prompt is not for this user any more, and it stays closed.
    expect(((await (await status).json()) as { data: { ShowPrompt: boolean } }).data.ShowPrompt).toBe(false);
    await expect(prompt).toHaveCount(0);
  });
});
