import { expect, test, type Browser, type Page } from '@playwright/test';
import { clearInspection, type Inspection } from '@beewatch/shared';
import { PortalApi } from '../support/api.js';
import { expectNoAxeViolations } from './axe-support';
import { signInPastTwoStep } from './content-support';
import { startEfbInspection } from './inspection-support';
import { choose, expectNoSidewaysScroll as noSidewaysScroll, openScreen } from './support';

/**
 * The chain of a foulbrood case (issue "bee-health workspace", role-screens §0.2, §5.1, §8): the
 * inspector records an inspection with EFB confirmed by the laboratory, with per-colony rows, at
 * the generated Tilford Road apiary (another keeper's, 0.5 km from the demo beekeeper's Farnham
 * Heath); the demo beekeeper's home then shows 'EFB within 1 km of Farnham Heath' — a band no
 * seeded case gives, so it can only come from this record — and never the other apiary. The case
 * is withdrawn afterwards (EFB set back to none), so each run starts from the seeded state.
 * English and French, desktop and 390 × 844; axe and no sideways scroll on each screen.
 */
const TILFORD = 'Tilford Road copse (generated)';
const COLONY_A = 'Tilford hive A (generated)';
const NUC = 'Nuc by the hedge';

const T = {
  en: {
    reason: 'Reason for the visit',
    efb: 'European foulbrood (EFB)',
    efbColonies: 'EFB colonies affected',
    add: 'Add a colony',
    colony: 'Colony',
    hiveName: 'Hive name',
    brood: 'Brood pattern',
    frames: 'Frames of bees (0–30)',
    stores: 'Stores',
    queen: 'Queen seen',
    save: 'Save inspection',
    saved: 'Data saved',
    tooMany: 'There are more colony rows than colonies inspected',
    inspected: 'Colonies inspected',
    history: 'Inspection history',
    diseaseFilter: 'Disease found',
    rows: '2 colonies recorded',
    rowA: `${COLONY_A}: queen seen, no eggs seen, brood: Poor, 5 frames of bees, stores: Low`,
    seededLine: 'European foulbrood (EFB) confirmed 1–2 km of Merrow Downs',
    newLine: 'European foulbrood (EFB) confirmed within 1 km of Farnham Heath',
  },
  fr: {
    reason: 'Motif de la visite',
    efb: 'Loque européenne (EFB)',
    efbColonies: 'Colonies atteintes (EFB)',
    add: 'Ajouter une colonie',
    colony: 'Colonie',
    hiveName: 'Nom de la ruche',
    brood: 'Aspect du couvain',
    frames: 'Cadres couverts d’abeilles (0–30)',
    stores: 'Réserves',
    queen: 'Reine vue',
    save: 'Enregistrer l’inspection',
    saved: 'Données enregistrées',
    tooMany: 'Il y a plus de lignes de colonies que de colonies inspectées',
    inspected: 'Colonies inspectées',
    history: 'Historique des inspections',
    diseaseFilter: 'Maladie constatée',
    rows: '2 colonies saisies',
    rowA: `${COLONY_A}: reine vue, pas d’œufs vus, couvain : Mauvais, 5 cadres d’abeilles, réserves : Faibles`,
    seededLine: 'Loque européenne (EFB) confirmée à 1–2 km de Merrow Downs',
    newLine: 'Loque européenne (EFB) confirmée à moins de 1 km de Farnham Heath',
  },
} as const;

async function openAs(
  browser: Browser,
  user: string,
  lang: 'en' | 'fr',
  vp: { width: number; height: number },
) {
  const context = await browser.newContext({ viewport: vp });
  const page = await context.newPage();
  if (lang === 'fr') await page.addInitScript(() => localStorage.setItem('beewatch.lang', 'fr'));
  await signInPastTwoStep(page, user);
  return page;
}

/** The beekeeper's foulbrood card, once its answer is in (the seeded 1–2 km line is always there). */
async function foulbroodCard(page: Page, t: (typeof T)['en' | 'fr']) {
  await page.goto('/beekeeper/index');
  const card = page.getByTestId('home-foulbrood');
  await expect(card.getByRole('alert')).toContainText(t.seededLine);
  return card;
}

/** Withdraws the case through the API (EFB back to none): the record stays, the band goes. */
async function withdrawCase(baseURL: string, id: string) {
  const api = new PortalApi(baseURL);
  const token = await api.token('inspector');
  const rec = (await api.call<Inspection>('GET', `inspector/GetInspection?InspectionID=${id}`, { token }))
    .body.data;
  const body = Object.fromEntries(
    Object.keys(clearInspection(rec.ApiaryID, rec.VisitDate, 0)).map((k) => [
      k,
      (rec as unknown as Record<string, unknown>)[k],
    ]),
  );
  const res = await api.call('POST', 'inspector/SaveHiveInspection', {
    token,
    body: { ...body, InspectionID: id, EfbStatus: 'None', EfbColonies: 0 },
  });
  expect(res.status).toBe(200);
}

for (const lang of ['en', 'fr'] as const)
  for (const vp of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])
    test(`an EFB case recorded by the inspector reaches the beekeeper within 3 km as a band (${lang}, ${vp.width} px)`, async ({
      browser,
      baseURL,
    }) => {
      // Two users, two screens each, on a shared 2-core machine.
      test.slow();
      const t = T[lang];

      // Before: the beekeeper's home has the seeded band only, nothing near Farnham Heath.
      const keeper = await openAs(browser, 'beekeeper', lang, vp);
      await expect(keeper).toHaveURL(/\/beekeeper\/index$/);
      let card = await foulbroodCard(keeper, t);
      await expect(card).not.toContainText('Farnham Heath');

      // The inspector starts an inspection at Tilford Road and records EFB confirmed by the lab.
      const inspector = await openAs(browser, 'inspector', lang, vp);
      await expect(inspector).toHaveURL(/\/beeinspector\/apiaries$/);
      const { dialog } = await startEfbInspection(inspector, TILFORD, t, 'LabConfirmed', 1);

      // Per-colony rows: the apiary's colony A, and an unlabelled nuc by name.
      await dialog.getByRole('button', { name: t.add }).click();
      const first = dialog.locator('li.colony-row').nth(0);
      await first.getByLabel(t.colony, { exact: true }).selectOption({ label: COLONY_A });
      await expect(first.getByLabel(t.hiveName)).toHaveCount(0);
      await first.getByLabel(t.brood).selectOption('Poor');
      await first.getByLabel(t.frames).fill('5');
      await first.getByLabel(t.stores).selectOption('Low');
      await choose(first.getByLabel(t.queen));
      await dialog.getByRole('button', { name: t.add }).click();
      const second = dialog.locator('li.colony-row').nth(1);
      await second.getByLabel(t.hiveName).fill(NUC);
      await second.getByLabel(t.frames).fill('3');
      await expectNoAxeViolations(inspector);
      await noSidewaysScroll(inspector);

      // Two rows on one colony inspected are refused with the message, nothing sent.
      await dialog.getByRole('spinbutton', { name: t.inspected, exact: true }).fill('1');
      await dialog.getByRole('button', { name: t.save }).click();
      await expect(dialog.getByText(t.tooMany)).toBeVisible();
      await dialog.getByRole('spinbutton', { name: t.inspected, exact: true }).fill('2');

      const saved = inspector.waitForResponse((r) => r.url().includes('/api/inspector/SaveHiveInspection'));
      await dialog.getByRole('button', { name: t.save }).click();
      const response = await saved;
      expect(response.status()).toBe(200);
      const record = ((await response.json()) as { data: Inspection }).data;
      try {
        expect(record.ColonyRows.map((r) => r.HiveName)).toEqual([COLONY_A, NUC]);
        await expect(inspector.getByText(t.saved).first()).toBeVisible();
        await expect(dialog).toBeHidden();

        // The history shows the record's colony rows.
        await openScreen(inspector, '/beeinspector/inspectionhistory', t.history);
        await inspector.getByLabel(t.diseaseFilter).selectOption('EFB');
        const historyRow = inspector.locator(`[data-inspection="${record.InspectionID}"]`);
        await historyRow.getByText(t.rows).click();
        await expect(historyRow).toContainText(t.rowA);
        await expect(historyRow).toContainText(NUC);
        await noSidewaysScroll(inspector);
        await expectNoAxeViolations(inspector);

        // The beekeeper within 3 km now sees the new band — never the other keeper's apiary.
        card = await foulbroodCard(keeper, t);
        await expect(card.getByRole('alert')).toContainText(t.newLine);
        await expect(card).not.toContainText('Tilford');
        await noSidewaysScroll(keeper);
        await expectNoAxeViolations(keeper);
      } finally {
        await withdrawCase(baseURL!, record.InspectionID);
      }
      // Withdrawn, the band goes again.
      card = await foulbroodCard(keeper, t);
      await expect(card).not.toContainText('Farnham Heath');
      await keeper.context().close();
      await inspector.context().close();
    });
