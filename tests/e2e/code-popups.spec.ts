import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe-support';
import { signIn } from './support';

test('the sign-in code popup masks the email as the two-step prompt does', async ({ page }) => {
  await signIn(page, 'admin');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('ad***@bee.watch.local');
  await expectNoAxeViolations(page, '[role="dialog"]');
});
