import { expect, type Page } from '@playwright/test';

/** The inspection form's labels a spec names in its language. */
export interface EfbLabels {
  reason: string;
  efb: string;
  efbColonies: string;
}

/**
 * On the inspector's worklist, opens the inspection form of `apiary` (its exact name) and records
 * a visit at the beekeeper's request with EFB `status` on `colonies` colonies; answers the
 * worklist row and the open form.
 */
export async function startEfbInspection(
  page: Page,
  apiary: string,
  t: EfbLabels,
  status: 'LabConfirmed' | 'LfdPositive',
  colonies: number,
) {
  const row = page.locator(`[data-apiary="${apiary}"]`);
  await row.getByRole('button', { name: new RegExp(apiary.replace(/[()]/g, '\\$&')) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel(t.reason)).toBeVisible();
  await dialog.getByLabel(t.reason).selectOption('BeekeeperRequest');
  await dialog.getByLabel(t.efb, { exact: true }).selectOption(status);
  await dialog.getByLabel(t.efbColonies).fill(String(colonies));
  return { row, dialog };
}
