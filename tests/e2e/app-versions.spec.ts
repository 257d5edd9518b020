import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInAdmin } from './content-support';

/** App versions: an administrator adds a version with its package, edits it, and the link downloads it. */

/** A real zip holding AndroidManifest.xml (the seed's demo package): the server checks the structure. */
const APK = readFileSync(new URL('../../scripts/local/content/beewatch-demo.apk', import.meta.url));

test('admin adds an app version with its package; the list links a download named after the folder', async ({
  page,
}) => {
  await signInAdmin(page);
  await page.goto('/admin/appversionlist');
  await expect(
    page.getByRole('row', { name: /Bee\.Watch 2\.4\.0 BeeWatch BeeWatch\/beewatch-2-4-0 Available/ }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Add app version' }).first().click();
  await expect(page).toHaveURL(/\/admin\/addappversion$/);
  await page.getByLabel('App name').fill('Bee.Watch Field');
  await page.getByLabel('Folder', { exact: true }).fill('BeeWatchField');
  await page.getByLabel('File name').fill('field-1-0-0');
  await page.getByLabel('Version', { exact: true }).fill('1.0.0');
  await page.getByLabel('Platform').selectOption({ label: 'BeeWatch' });
  await page.getByLabel('Notes').fill('First field release');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please choose the package file')).toBeVisible();
  await page.getByLabel('Package (.apk)').setInputFiles({
    name: 'field.apk',
    mimeType: 'application/vnd.android.package-archive',
    buffer: APK,
  });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/appversionlist$/);
  const row = page.getByRole('row', { name: /Bee\.Watch Field/ });
  await expect(row).toContainText('Available');
  await expect(row).toContainText('BeeWatchField/field-1-0-0');

  await row.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByLabel('Folder', { exact: true })).toBeDisabled();
  await page.getByLabel('Version', { exact: true }).fill('1.0.1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: /Bee\.Watch Field 1\.0\.1/ })).toBeVisible();

  const download = page.waitForEvent('download');
  await page
    .getByRole('row', { name: /Bee\.Watch Field/ })
    .getByRole('link', { name: 'Download' })
    .click();
  expect((await download).suggestedFilename()).toBe('BeeWatchField.apk');
});

test('a package that is not an APK is refused and the version stays unavailable', async ({ page }) => {
  await signInAdmin(page);
  await page.goto('/admin/addappversion');
  await page.getByLabel('App name').fill('Broken');
  await page.getByLabel('Folder', { exact: true }).fill('Broken');
  await page.getByLabel('File name').fill('broken');
  await page.getByLabel('Version', { exact: true }).fill('0.1');
  await page.getByLabel('Package (.apk)').setInputFiles({
    name: 'broken.apk',
    mimeType: 'application/vnd.android.package-archive',
    buffer: Buffer.from('<html>not an app</html>'),
  });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText('The package is not an APK (zip) file');
  await page.goto('/downloadapk/Broken/broken');
  await expect(page.getByRole('alert')).toHaveText('App package not found');
});
