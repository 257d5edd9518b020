import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe-support';

const DEMO_KEY = 'bwk_demo-local-swarm-form-key-000001';

test('home/swarmapi/{key}/{url} with a site address shows the form', async ({ page }) => {
  const res = await page.goto(`/home/swarmapi/${DEMO_KEY}/www.example.org`);
  expect(res?.status()).toBe(200);
  // Notify is enabled once the API key is accepted; its colour is checked after that transition.
  await expect(page.getByRole('button', { name: 'Notify' })).toBeEnabled();
  await expectNoAxeViolations(page);
});

test('downloadapk/{FolderName}/{FileName} with the .apk extension downloads the package', async ({
  page,
}) => {
  const download = page.waitForEvent('download');
  const res = await page.goto('/downloadapk/BeeWatch/beewatch-2-4-0.apk');
  expect(res?.status()).toBe(200);
  expect((await download).suggestedFilename()).toBe('BeeWatch.apk');
  await expect(page.getByText('Your download of BeeWatch.apk (Bee.Watch 2.4.0) is starting.')).toBeVisible();
  await expectNoAxeViolations(page);
});
