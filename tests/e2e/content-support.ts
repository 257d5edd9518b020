import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Cookie, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@beewatch/shared';
import { TWO_STEP_LATER_KEY } from '../../web/src/features/recovery/lib/recovery-state';
import { choose, signIn } from './support';

/** E2e helpers of the content screens. */

/** An access token of a demo user without two-step, through the API. */
export async function apiToken(request: APIRequestContext, userName: string): Promise<string> {
  const res = await request.post('/api/account/Authenticate', {
    data: { UserName: userName, Password: DEMO_PASSWORD },
  });
  const body = (await res.json()) as { data: { access_token: string } };
  return body.data.access_token;
}

/** Sends a message through the API (as the web's new-message form does). */
export async function sendByApi(
  request: APIRequestContext,
  token: string,
  body: { ToUserName: string; Title: string; Body: string },
): Promise<void> {
  const res = await request.post('/api/common/SendDeviceMessage', {
    data: body,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
}

/**
 * Before sign-in: answers the two-step prompt 'Do it later' for the page's browser session, as
 * that button does, so a user who has not set up two-step lands without it (the prompt itself is
 * tested in recovery.spec.ts).
 */
export async function declineTwoStepPrompt(page: Page): Promise<void> {
  await page.addInitScript((key) => sessionStorage.setItem(key, '1'), TWO_STEP_LATER_KEY);
}

/**
 * Signs in `userName` (no two-step) through the login form with the two-step prompt declined
 * (declineTwoStepPrompt), and waits until the login page has given way to the role's landing page.
 */
export async function signInPastTwoStep(page: Page, userName: string): Promise<void> {
  await declineTwoStepPrompt(page);
  await signIn(page, userName);
  await page.waitForURL((url) => url.pathname !== '/');
}

/** Switches the UI to French with the header's language selector. */
export async function chooseFrench(page: Page): Promise<void> {
  await page
    .getByLabel(/Language|Langue/)
    .first()
    .selectOption('fr');
}

async function adminCodes(page: Page): Promise<string[]> {
  const res = await page.request.get('/__dev/outbox.json');
  const messages = (await res.json()) as { to: string[]; body: string }[];
  return messages
    .filter((m) => m.to.includes('admin@bee.watch.local'))
    .map((m) => m.body.match(/\b(\d{6})\b/)?.[1] ?? '');
}

/**
 * Where the admin-device project keeps the trusted-device cookie of its sign-in: beside the
 * e2e portal's data (playwright.config.ts), so it never outlives the server that issued it.
 */
export const ADMIN_DEVICE_FILE = path.resolve(
  import.meta.dirname,
  `../../.local/test-e2e-${process.env.BW_E2E_PORT ?? 3500}/admin-device.json`,
);

/** The trusted-device cookie of the first admin sign-in, reused by the later ones. */
let adminDeviceCookies: Cookie[] | undefined;

/**
 * Signs in `admin` (two-step by email). The first sign-in of the run (the admin-device project)
 * enters the emailed code with 'don't send verification code for this device' ticked; later ones,
 * in any worker, bring that device's cookie from ADMIN_DEVICE_FILE, as the same browser would,
 * so the suite stays far below the 20 sign-in codes an hour a user may be sent (the limit the
 * code-flow tests prove) and parallel workers never read each other's codes.
 */
export async function signInAdmin(page: Page): Promise<void> {
  if (!adminDeviceCookies && existsSync(ADMIN_DEVICE_FILE))
    adminDeviceCookies = JSON.parse(readFileSync(ADMIN_DEVICE_FILE, 'utf8')) as Cookie[];
  if (adminDeviceCookies) await page.context().addCookies(adminDeviceCookies);
  const before = (await adminCodes(page)).length;
  await page.goto('/');
  await page.getByLabel(/^(User name|Nom d'utilisateur)/).fill('admin');
  await page.getByLabel(/^(Password|Mot de passe)$/).fill(DEMO_PASSWORD);
  const trust = page.getByRole('checkbox', { name: /this device|cet appareil/ });
  if (!(await trust.isChecked())) await choose(trust);
  await page.getByRole('button', { name: /^(Login|Se connecter)$/ }).click();
  if (!adminDeviceCookies) {
    await expect.poll(async () => (await adminCodes(page)).length).toBeGreaterThan(before);
    const [code] = await adminCodes(page);
    await page.locator('input[autocomplete="one-time-code"]').fill(code!);
    await page.keyboard.press('Enter');
  }
  await expect(page).toHaveURL(/\/admin\/index$/);
  adminDeviceCookies ??= (await page.context().cookies()).filter((c) => c.name === 'beewatch_device');
}
