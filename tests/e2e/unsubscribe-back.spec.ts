import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe-support';

const mailsTo = async (page: Page, email: string) =>
  ((await (await page.request.get('/__dev/outbox.json')).json()) as { to: string[] }[]).filter((m) =>
    m.to.includes(email),
  ).length;

test('unsubscribe: after Continue the user can go back to the user name and have the code sent again', async ({
  page,
}) => {
  await page.goto('/home/unsubscribe');
  const userName = page.getByLabel(/^User Name$/);
  // An unknown name gets the same answer as a real one (it hides which accounts exist) …
  await userName.fill('no-such-user');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Check your email for verification code')).toBeVisible();
  await expectNoAxeViolations(page);
  // … and a way back to correct it.
  await page.getByRole('button', { name: 'Change user name' }).click();
  await expect(userName).toBeEditable();
  await userName.fill('swarmwatch');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel(/^Verification code$/)).toBeVisible();
  const before = await mailsTo(page, 'swarmwatch@bee.watch.local');
  await page.getByRole('button', { name: 'Send the code again' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'a new code is on its way' })).toBeVisible();
  await expect.poll(() => mailsTo(page, 'swarmwatch@bee.watch.local')).toBe(before + 1);
});
