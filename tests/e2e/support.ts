import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@beewatch/shared';

/** Signs in through the login form as a user would, in the current UI language. */
export async function signIn(page: Page, userName: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/');
  await page.getByLabel(/^(User name|Nom d'utilisateur)/).fill(userName);
  await page.getByLabel(/^(Password|Mot de passe)$/).fill(password);
  await page.getByRole('button', { name: /^(Login|Se connecter)$/ }).click();
}

/**
 * Signs in `admin` (two-step by email) through the login form: the code popup opens, the code
 * the local outbox holds is entered, and the administrators' index opens.
 */
export async function signInAdminWithCode(page: Page): Promise<void> {
  await signIn(page, 'admin');
  const otp = page.getByRole('dialog');
  await expect(otp).toBeVisible();
  await otp.getByLabel(/Verification code/i).fill(await latestCode(page, 'admin@bee.watch.local'));
  await otp.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin\/index$/);
}

/** Signs in as the controller and waits for the first page of records. */
export async function openReporting(page: Page): Promise<void> {
  await signIn(page, 'controller');
  await expect(page).toHaveURL(/\/bscontroller\/reporting$/);
  await expect(rows(page)).toHaveCount(15);
}

export const rows = (page: Page) => page.locator('tbody tr[data-id]');

/** The latest 6-digit code the local outbox holds for `email`. */
export async function latestCode(page: Page, email: string): Promise<string> {
  const res = await page.request.get('/__dev/outbox.json');
  const messages = (await res.json()) as { to: string[]; body: string }[];
  const code = messages.find((m) => m.to.includes(email))?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code for ${email}`);
  return code;
}

/**
 * Ticks an Amplify radio or checkbox the way a user does, by its visible label: the input itself is
 * visually hidden (1 px) under the drawn control, so pointer tools reach the label, not the input.
 */
export async function choose(control: Locator): Promise<void> {
  await control.locator('xpath=ancestor::label[1]').click();
  await expect(control).toBeChecked();
}

/**
 * No sideways scrolling: the page fits the viewport's width (the 390 px phone included);
 * `where` names the screen in the failure message.
 */
export async function expectNoSidewaysScroll(page: Page, where = 'the page'): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${where} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
}

/**
 * Every table of the screen shows all its columns in its box: none scrolls sideways inside it
 * (where a row's actions or selection box, at the end, would be out of view). Named by the
 * table's accessible name in the failure.
 */
export async function expectTablesInView(page: Page, where = 'the page'): Promise<void> {
  const hidden = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.table-wrap'))
      .map((box) => ({
        table: box.querySelector('table')?.getAttribute('aria-label') ?? '',
        px: box.scrollWidth - box.clientWidth,
      }))
      .filter((t) => t.px > 1),
  );
  expect(hidden, `tables of ${where} that scroll inside their box`).toEqual([]);
}

/** Signs `userName` in, waits for their landing page (`landing`), then opens `path`. */
export async function signInAndOpen(
  page: Page,
  userName: string,
  landing: RegExp,
  path: string,
): Promise<void> {
  await signIn(page, userName);
  await expect(page).toHaveURL(landing);
  await page.goto(path);
}

/** Opens `path` and waits for its page title (the level-1 heading `name`). */
export async function openScreen(page: Page, path: string, name: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}
