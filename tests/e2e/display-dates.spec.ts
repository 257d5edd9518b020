import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe-support';
import { signInPastTwoStep } from './content-support';
import { signIn } from './support';

/** Spec §9: date-times as dd-MMM-yy HH:mm, dates alone as dd-MMM-yy (English month abbreviations). */
const DATE_TIME = String.raw`\d{2}-[A-Z][a-z]{2}-\d{2} \d{2}:\d{2}`;
const DAY = String.raw`\d{2}-[A-Z][a-z]{2}-\d{2}`;

async function signInTwice(page: Page, userName: string): Promise<void> {
  // The second sign-in has a last login to show.
  await signInPastTwoStep(page, userName);
  await expect(page.locator('h1').first()).toBeVisible();
  await page.context().clearCookies();
  await signIn(page, userName);
}

test('the last login shows as dd-MMM-yy HH:mm', async ({ page }) => {
  await signInTwice(page, 'controller');
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByText(new RegExp(`^Last login: ${DATE_TIME}$`))).toBeVisible();
  await expectNoAxeViolations(page);
});

test('in French the last login keeps the pattern with French month names', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('beewatch.lang', 'fr'));
  await signInTwice(page, 'controller');
  await page.getByRole('button', { name: 'Paramètres' }).click();
  await expect(
    page.getByText(/^Dernière connexion : \d{2}-[a-zéû]{3,4}\.?-\d{2} \d{2}:\d{2}$/),
  ).toBeVisible();
});

test('the spray liaison sees spray days as dd-MMM-yy', async ({ page }) => {
  await signInPastTwoStep(page, 'spraylaison');
  await expect(page).toHaveURL(/\/beewatchagent\/spraymap$/);
  await expect(page.getByRole('cell', { name: new RegExp(`^${DAY}$`) }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the week calendar heads each day with its weekday and dd-MMM-yy', async ({ page }) => {
  await signInPastTwoStep(page, 'pesticide');
  await page.goto('/pesticide/treatmentweekoncalendar');
  const days = page.getByRole('heading', { level: 2 });
  await expect(days).toHaveCount(7);
  for (const text of await days.allTextContents()) expect(text).toMatch(new RegExp(`^[A-Z][a-z]{2} ${DAY}$`));
  await expectNoAxeViolations(page);
});
