import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, type Colony, type QrLabel } from '@beewatch/shared';
import QRCode from 'qrcode';
import { expectNoAxeViolations } from './axe-support';
import { apiToken, signInAdmin, signInPastTwoStep } from './content-support';
import { expectNoSidewaysScroll as noSideScroll, signInAndOpen, openScreen } from './support';

/**
 * Colonies and QR labels (role-screens §1.11, §1.12, §1.14, §5.4, §5.5): the Administrator's label
 * batches, reprints and 'Set Template'; the beekeeper's colonies with their labels; and the colony
 * opened from a photo of its printed QR label, where a medicine record is added.
 */

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

async function asBeekeeper<T>(request: APIRequestContext, path: string): Promise<T> {
  const token = await apiToken(request, 'beekeeper');
  const res = await request.get(`/api/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: T }).data;
}

/** A download's first bytes: a PDF starts with %PDF. */
async function expectPdfDownload(page: Page, click: () => Promise<void>): Promise<void> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 4).toString()).toBe('%PDF');
}

for (const lang of ['en', 'fr'] as const)
  for (const vp of VIEWPORTS)
    test(`the beekeeper opens a colony from a photo of its QR label and adds a medicine record (${lang}, ${vp.width} px)`, async ({
      page,
      request,
    }) => {
      const fr = lang === 'fr';
      await page.setViewportSize(vp);
      if (fr) await page.addInitScript(() => localStorage.setItem('beewatch.lang', 'fr'));
      // The seeded label on 'Hive 1 (demo)': its printed code, photographed.
      const colonies = await asBeekeeper<Colony[]>(request, 'beekeeper/FetchUsersColnies');
      const hive = colonies.find((c) => c.Name === 'Hive 1 (demo)')!;
      expect(hive.Token).toMatch(/^[a-z2-7]{24}$/);
      const photo = await QRCode.toBuffer(
        `http://localhost/beekeeper/treatmenthistoryfromcolonyimage?token=${hive.Token}`,
        { errorCorrectionLevel: 'H', width: 520, margin: 6, type: 'png' },
      );

      await signInPastTwoStep(page, 'beekeeper');
      await expect(page).toHaveURL(/\/beekeeper\/index$/);
      await openScreen(
        page,
        '/beekeeper/treatmenthistoryfromcolonyimage',
        fr ? 'Historique des traitements par image de colonie' : 'Treatment history from colony images',
      );
      await page
        .getByLabel(fr ? "Photo de l'étiquette de la colonie" : "Photo of the colony's label")
        .setInputFiles({ name: 'label-photo.png', mimeType: 'image/png', buffer: photo });
      await expect(
        page.getByRole('heading', { level: 2, name: `Hive 1 (demo) — ${hive.ApiaryName}` }),
      ).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`colony=${hive.ColonyID}`));
      // The activity log in the template's columns, with the seeded entries.
      const log = page.getByRole('table', { name: fr ? 'Journal des activités' : 'Activity log' });
      await expect(
        log
          .getByRole('columnheader', { name: fr ? 'Date de l’activité' : 'Activity date' })
          .or(log.getByRole('columnheader', { name: fr ? "Date de l'activité" : 'Activity date' })),
      ).toBeVisible();
      await expect(log.getByText(/Summer honey taken off/).first()).toBeVisible();

      const batch = `E2E-${lang}-${vp.width}-${Date.now() % 100000}`;
      await page
        .getByRole('button', { name: fr ? 'Ajouter un traitement vétérinaire' : 'Add medicine record' })
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(fr ? /^Produit/ : /^Product/).fill('Apiguard');
      await dialog.getByLabel(fr ? /^Numéro de lot/ : /^Batch number/).fill(batch);
      await dialog.getByLabel(fr ? /^Quantité/ : /^Quantity/).fill('1 tray (50 g)');
      await dialog.getByLabel(fr ? /^Délai d'attente/ : /^Withdrawal period/).fill('14');
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: fr ? 'Enregistrer' : 'Save' }).click();
      await expect(dialog).toBeHidden();
      const medicines = page.getByRole('table', {
        name: fr ? 'Registre des médicaments vétérinaires' : 'Veterinary medicine record',
      });
      await expect(medicines.getByText(batch)).toBeVisible();
      await expect(
        page.getByText(fr ? /pas de récolte de miel avant le/ : /no honey harvest before/),
      ).toBeVisible();
      await noSideScroll(page);
      await expectNoAxeViolations(page);
    });

test('a label of another colony, typed, is refused with the reason; an unknown photo says no code was found', async ({
  page,
}) => {
  await signInAndOpen(page, 'beekeeper', /\/beekeeper\/index$/, '/beekeeper/treatmenthistoryfromcolonyimage');
  await page.getByLabel('Or type the label code').fill('aaaa-aaaa-aaaa-aaaa-aaaa-aaaa');
  await page.getByRole('button', { name: 'Open colony' }).click();
  await expect(page.getByText('This label is not linked to your colonies')).toBeVisible();
  const notAQr = await QRCode.toBuffer('https://example.org/not-a-label', { width: 300, type: 'png' });
  await page
    .getByLabel("Photo of the colony's label")
    .setInputFiles({ name: 'other.png', mimeType: 'image/png', buffer: notAQr });
  await expect(page.getByText(/No Bee.Watch label code was found/)).toBeVisible();
});

test('the beekeeper adds a colony, links a free label by its code, is refused a label linked elsewhere, and prints', async ({
  page,
  request,
}) => {
  const labels = await asBeekeeper<QrLabel[]>(request, 'beekeeper/MyQrLabels');
  const free = labels.find((l) => l.Status === 'Unlinked')!;
  const taken = labels.find((l) => l.Status === 'Linked')!;
  await signInAndOpen(page, 'beekeeper', /\/beekeeper\/index$/, '/beekeeper/userscoloniesqrcode');
  const table = page.getByRole('table', { name: 'Colony QR codes' });
  await expect(table.locator('[data-colony="Hive 1 (demo)"]')).toBeVisible();
  await expect(table.getByRole('img', { name: 'QR code of Hive 1 (demo)' })).toBeVisible();

  const name = `E2E colony ${Date.now() % 100000}`;
  await page.getByRole('button', { name: 'Add colony' }).click();
  const add = page.getByRole('dialog');
  await add.getByLabel(/^Colony \/ hive name/).fill(name);
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();
  const row = table.locator(`[data-colony="${name}"]`);
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: 'Link a label' }).click();
  const link = page.getByRole('dialog');
  await link.getByLabel('Label code').fill(taken.Token);
  await link.getByRole('button', { name: 'Link', exact: true }).click();
  await expect(link.getByText('This label is already linked to another colony')).toBeVisible();
  await link.getByLabel('Label code').fill(free.Token.match(/.{4}/g)!.join('-'));
  await link.getByRole('button', { name: 'Link', exact: true }).click();
  await expect(link).toBeHidden();
  await expect(page.getByText(`The label is now on ${name}.`)).toBeVisible();
  await expect(row.getByRole('img', { name: `QR code of ${name}` })).toBeVisible();

  await row.getByRole('checkbox').check();
  await expectPdfDownload(page, () =>
    page.getByRole('button', { name: /^Print labels \(1 colony\)$/ }).click(),
  );
  await expectNoAxeViolations(page);
});

test('the Administrator generates a label batch, downloads its sheet, sets the import template and reprints', async ({
  page,
}) => {
  await signInAdmin(page);
  await page.goto('/admin/qrcode');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByLabel(/^Number of labels/).fill('3');
  await page.getByLabel(/^Assign to beekeeper/).fill('beekeeper');
  await page.getByLabel(/^Batch note/).fill('E2E batch');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText('3 labels generated.')).toBeVisible();
  const batches = page.getByRole('table', { name: 'Label batches' });
  const first = batches.locator('[data-batch]').first();
  await expect(first).toContainText('E2E batch');
  await expectPdfDownload(page, () => first.getByRole('button', { name: 'Download PDF' }).click());
  await first.getByRole('button', { name: 'Mark printed' }).click();
  await expect(first).toContainText(/1 time, last/);

  // Set Template: Harvest off, saved, read back; then on again.
  await page.getByRole('button', { name: 'Set Template' }).click();
  let dialog = page.getByRole('dialog', { name: 'Set Template' });
  await expect(dialog.getByRole('checkbox', { name: /^Hive/ })).toBeDisabled();
  const harvest = dialog.getByRole('checkbox', { name: 'Harvest' });
  await expect(harvest).toBeChecked();
  await harvest.locator('xpath=ancestor::label[1]').click();
  await expect(harvest).not.toBeChecked();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save import columns' }).click();
  await expect(page.getByText('Data saved')).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Set Template' }).click();
  dialog = page.getByRole('dialog', { name: 'Set Template' });
  await expect(dialog.getByRole('checkbox', { name: 'Harvest' })).not.toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Harvest' }).locator('xpath=ancestor::label[1]').click();
  await dialog.getByRole('button', { name: 'Save import columns' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/admin/reprintqr');
  await page.getByLabel('Search for').fill('beekeeper');
  await page.getByRole('button', { name: 'Search' }).click();
  const found = page.getByRole('table', { name: 'Labels found' });
  await expect(found.locator('[data-token]').first()).toBeVisible();
  await expectPdfDownload(page, () =>
    found.locator('[data-token]').first().getByRole('button', { name: 'Reprint same code' }).click(),
  );
  await noSideScroll(page);
  await expectNoAxeViolations(page);
});

test('the beekeeper imports a CSV of activities by the template: row errors first, then the rows in the log', async ({
  page,
}) => {
  await signInAndOpen(page, 'beekeeper', /\/beekeeper\/index$/, '/beekeeper/userscoloniesqrcode');
  await page.getByRole('link', { name: 'Hive 3 (demo)' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Hive 3 \(demo\) — / })).toBeVisible();
  await page.getByRole('button', { name: 'Import CSV/XLSX' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import CSV/XLSX' });
  const file = dialog.getByLabel('File (CSV or XLSX)');
  await file.setInputFiles({
    name: 'no-hive.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Activity date,Activity,Description\n2026-05-02,Inspection,calm\n'),
  });
  // The template ticks all six columns: the three the file lacks are an error on its row.
  await expect(dialog.getByText('3 errors: fix the file and choose it again.')).toBeVisible();
  await expect(
    dialog.getByRole('row', { name: '1 Hive This column is missing from the file' }),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  const note = `Imported by e2e ${Date.now() % 100000}`;
  await file.setInputFiles({
    name: 'season.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `Activity date,Activity,Hive,Current Colonies,Harvest,Description\n02/05/2026,inspection,Box 3,1,,${note}\n2026-06-20,Harvest,Box 3,1,8.5,${note} harvest\n`,
    ),
  });
  await expect(dialog.getByText('2 rows ready to import.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByText('2 activities imported.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  const log = page.getByRole('table', { name: 'Activity log' });
  await expect(log.getByText(note, { exact: true })).toBeVisible();
  await expect(log.getByRole('row').filter({ hasText: `${note} harvest` })).toContainText('8.5 kg');
  await expectNoAxeViolations(page);
});

test("a label scanned with the phone's camera opens its colony after sign-in (the QR's own link)", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const colonies = await asBeekeeper<Colony[]>(request, 'beekeeper/FetchUsersColnies');
  const hive = colonies.find((c) => c.Name === 'Hive 2 (demo)')!;
  await page.goto(`/beekeeper/treatmenthistoryfromcolonyimage?token=${hive.Token}`);
  await expect(page).toHaveURL(/returnurl=/);
  await page.getByLabel(/^User name/).fill('beekeeper');
  await page.getByLabel(/^Password$/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: `Hive 2 (demo) — ${hive.ApiaryName}` }),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`colony=${hive.ColonyID}`));
});
