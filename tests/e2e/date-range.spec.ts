import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe-support';
import { openReporting } from './support';

test('a from date after the to date gets the portal’s message, in English and French', async ({ page }) => {
  await openReporting(page);
  await page.getByLabel('From date').fill('2025-09-30');
  await page.getByLabel('To date').fill('2025-09-01');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('alert')).toHaveText('From date must not be after To date');
  await expect(page.getByLabel('To date')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await page
    .getByLabel(/Language/)
    .first()
    .selectOption('fr');
  await expect(page.getByRole('alert')).toHaveText(
    'La date de début ne doit pas être postérieure à la date de fin',
  );
});
