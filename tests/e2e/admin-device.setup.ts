import { rmSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ADMIN_DEVICE_FILE, signInAdmin } from './content-support';

/**
 * The administrator's first sign-in of the run: the emailed code, with 'don't send verification
 * code for this device' ticked; the device cookie it earns is kept for the screens' sign-ins.
 */
test('the administrator signs in with an emailed code and trusts this device', async ({ page }) => {
  rmSync(ADMIN_DEVICE_FILE, { force: true });
  await signInAdmin(page);
  const device = (await page.context().cookies()).filter((c) => c.name === 'beewatch_device');
  expect(device).toHaveLength(1);
  writeFileSync(ADMIN_DEVICE_FILE, JSON.stringify(device));
});
