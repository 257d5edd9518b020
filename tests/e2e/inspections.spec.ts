import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe-support';
import { signInPastTwoStep } from './content-support';
import { startEfbInspection } from './inspection-support';
import { expectNoSidewaysScroll as noSidewaysScroll, signInAndOpen, openScreen } from './support';

/**
 * The bee inspector's workspace (role-screens §0.2, §8.1, §8.3) on the seeded demo: the
 * inspector's landing lists the apiaries of the Surrey domain with the generated EFB case at
 * West Clandon (open standstill, 3 km ring) 1.9 km from the demo beekeeper's Merrow Downs; the
 * inspector records an inspection with EFB confirmed at the Box Hill demo apiary (no other demo
 * keeper within 3 km) and finds it in the history. English and French, desktop and 390 × 844.
 */
const T = {
  en: {
    title: 'Apiaries',
    cases: 'Confirmed foulbrood cases',
    near: 'Within 3 km of a case',
    efb: 'European foulbrood (EFB)',
    efbColonies: 'EFB colonies affected',
    confirmedLfd: 'Confirmed by field test (LFD)',
    standstill: 'Standstill Notice served (movement prohibited)',
    servedDate: 'Served on (date)',
    servedOn: 'Served on (person)',
    reason: 'Reason for the visit',
    save: 'Save inspection',
    saved: 'Data saved',
    disease: 'Disease confirmed',
    history: 'Inspection history',
    diseaseFilter: 'Disease found',
    tracing: 'Tracing list (3 km)',
    tracingTable: 'Apiaries within 3 km',
    close: 'Close',
  },
  fr: {
    title: 'Ruchers',
    cases: 'Foyers de loque confirmés',
    near: 'À moins de 3 km d’un foyer',
    efb: 'Loque européenne (EFB)',
    efbColonies: 'Colonies atteintes (EFB)',
    confirmedLfd: 'Confirmée par test de terrain (LFD)',
    standstill: 'Interdiction de mouvement signifiée',
    servedDate: 'Signifiée le',
    servedOn: 'Signifiée à',
    reason: 'Motif de la visite',
    save: 'Enregistrer l’inspection',
    saved: 'Données enregistrées',
    disease: 'Maladie confirmée',
    history: 'Historique des inspections',
    diseaseFilter: 'Maladie constatée',
    tracing: 'Liste de traçage (3 km)',
    tracingTable: 'Ruchers à moins de 3 km',
    close: 'Fermer',
  },
} as const;

const BOX_HILL = 'Box Hill orchard (generated)';

for (const lang of ['en', 'fr'] as const)
  for (const vp of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])
    test(`the inspector records an inspection with EFB confirmed (${lang}, ${vp.width} px)`, async ({
      page,
    }) => {
      // A long flow (sign-in, map, two dialogs, history) on a shared 2-core machine.
      test.slow();
      const t = T[lang];
      await page.setViewportSize(vp);
      if (lang === 'fr') await page.addInitScript(() => localStorage.setItem('beewatch.lang', 'fr'));
      await signInPastTwoStep(page, 'inspector');
      await expect(page).toHaveURL(/\/beeinspector\/apiaries$/);
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

      // The seeded case, its neighbour flagged, the worklist.
      await expect(page.getByRole('heading', { level: 2, name: t.cases })).toBeVisible();
      const seeded = page.locator('li[data-case]').filter({ hasText: 'West Clandon orchard (generated)' });
      await expect(seeded).toBeVisible();
      await expect(page.locator('[data-apiary="Merrow Downs"]').getByText(t.near)).toBeVisible();
      await noSidewaysScroll(page);
      await expectNoAxeViolations(page);

      // The tracing list of the seeded case names Merrow Downs, about 1.9 km away.
      await seeded.getByRole('button', { name: t.tracing }).click();
      const tracing = page.getByRole('dialog');
      await expect(tracing.getByRole('table', { name: t.tracingTable })).toContainText('Merrow Downs');
      // 1.9 km in English, 1,9 km in French.
      await expect(tracing).toContainText(lang === 'fr' ? /1,[89] km/ : /1\.[89] km/);
      await tracing.getByRole('button', { name: t.close }).click();
      await expect(tracing).toBeHidden();

      // Start an inspection at Box Hill and record EFB confirmed with a standstill.
      const { row, dialog } = await startEfbInspection(page, BOX_HILL, t, 'LfdPositive', 2);
      await dialog.getByText(t.standstill, { exact: true }).click();
      await expect(dialog.getByLabel(t.standstill)).toBeChecked();
      const today = new Date().toISOString().slice(0, 10);
      await dialog.getByLabel(t.servedDate).fill(today);
      await dialog.getByLabel(t.servedOn).fill('Dana Hale');
      await expectNoAxeViolations(page);
      await noSidewaysScroll(page);
      await dialog.getByRole('button', { name: t.save }).click();
      await expect(page.getByText(t.saved).first()).toBeVisible();
      await expect(dialog).toBeHidden();

      // The case joins the map's cases and the worklist flags it.
      await expect(page.locator('li[data-case]').filter({ hasText: BOX_HILL })).toBeVisible();
      await expect(row.getByText(t.disease)).toBeVisible();
      await expect(page.locator('li[data-case]').filter({ hasText: BOX_HILL })).toContainText(t.efb);

      // The history lists it under the EFB filter.
      await openScreen(page, '/beeinspector/inspectionhistory', t.history);
      await page.getByLabel(t.diseaseFilter).selectOption('EFB');
      const historyRow = page.locator('[data-inspection]').filter({ hasText: BOX_HILL }).first();
      await expect(historyRow).toContainText(t.confirmedLfd);
      await noSidewaysScroll(page);
      await expectNoAxeViolations(page);
    });

test('a beekeeper cannot open the inspector screens', async ({ page }) => {
  await signInAndOpen(page, 'beekeeper', /\/beekeeper\/index$/, '/beeinspector/apiaries');
  await expect(page).toHaveURL(/\/beekeeper\/index$/);
});
