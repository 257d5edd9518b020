import { expect, test } from '@playwright/test';
import type { TrackingRecord } from '@beewatch/shared';
import { apiToken, chooseFrench } from './content-support';
import { signIn } from './support';

/** Public pages: privacy policy, species video, image viewer, app download. */

test('privacy policy in English and French with the spec §1 figures', async ({ page }) => {
  await page.goto('/home/privacypolicy');
  const article = page.locator('article');
  await expect(page.getByRole('heading', { name: 'Privacy policy' })).toBeVisible();
  for (const text of ['within 10 km', 'within 1 km', 'plus 6 months', 'up to 7 years', 'within one month'])
    await expect(article).toContainText(text);
  await chooseFrench(page);
  await expect(page.getByRole('heading', { name: 'Politique de confidentialité' })).toBeVisible();
  for (const text of ['moins de 10 km', 'moins de 1 km', 'plus 6 mois', "jusqu'à 7 ans", "d'un mois"])
    await expect(article).toContainText(text);
});

test('species video plays from S3 with English and French caption tracks', async ({ page }) => {
  await page.goto('/home/speciciesvideo');
  const video = page.locator('video.species-video');
  await expect(video).toBeVisible();
  await expect(video.locator('track')).toHaveCount(2);
  await expect(video.locator('track[srclang="en"]')).toHaveAttribute('default', '');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => Math.round(v.duration)), { timeout: 15_000 })
    .toBe(3);
  const cues = await video.evaluate(async (v: HTMLVideoElement) => {
    const track = Array.from({ length: v.textTracks.length }, (_, i) => v.textTracks[i]!).find(
      (t) => t.language === 'en',
    )!;
    track.mode = 'showing';
    for (let i = 0; i < 50 && !track.cues?.length; i++) await new Promise((r) => setTimeout(r, 100));
    return Array.from({ length: track.cues?.length ?? 0 }, (_, i) => (track.cues![i] as VTTCue).text);
  });
  expect(cues[0]).toContain('Asian hornet (Vespa velutina)');
  await chooseFrench(page);
  await expect(page.getByRole('heading', { name: 'Frelon asiatique (Vespa velutina)' })).toBeVisible();
  await expect(page.locator('video.species-video track[srclang="fr"]')).toHaveAttribute('default', '');
});

test('common/renderimage/{ID}: a visitor is asked to sign in; a controller sees the image at most 550 px high, or a clear not found (EN and FR)', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'controller');
  const res = await request.post('/api/beewatchagent/FetchTrackingHistory', {
    data: { PageIndex: 1, RecordPerPage: 100, orderColumn: 'Date', order: 'desc' },
    headers: { Authorization: `Bearer ${token}` },
  });
  const id = ((await res.json()) as { data: TrackingRecord[] }).data.find(
    (r) => r.IsImageExist,
  )!.HornetTrackingID;
  await page.goto(`/common/renderimage/${id}`);
  await expect(page.getByRole('alert')).toHaveText('Please sign in to see this image');
  await signIn(page, 'controller');
  await page.waitForURL(/bscontroller\/reporting/);
  await page.goto(`/common/renderimage/${id}`);
  const img = page.getByRole('img', { name: 'Image of a hornet report' });
  await expect(img).toBeVisible();
  expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth > 0 && el.style.maxHeight)).toBe(
    '550px',
  );
  await page.goto('/common/renderimage/01ARZ3NDEKTSV4RRFFQ69G5FAV');
  await expect(page.getByRole('alert')).toHaveText('Image not found');
  await page.goto('/common/renderimage/..%2F..%2Fapps');
  await expect(page.getByRole('alert')).toHaveText('Image not found');
  await chooseFrench(page);
  await expect(page.getByRole('alert')).toHaveText('Image introuvable');
});

test('downloadapk/{FolderName}/{FileName} downloads <FolderName>.apk; unknown names say so', async ({
  page,
}) => {
  const download = page.waitForEvent('download');
  await page.goto('/downloadapk/BeeWatch/beewatch-2-4-0');
  const file = await download;
  expect(file.suggestedFilename()).toBe('BeeWatch.apk');
  const path = await file.path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(path).subarray(0, 4).toString('hex')).toBe('504b0304');
  await expect(page.getByText('Your download of BeeWatch.apk (Bee.Watch 2.4.0) is starting.')).toBeVisible();

  await page.goto('/downloadapk/BeeWatch/no-such-file');
  await expect(page.getByRole('alert')).toHaveText('App package not found');
  await chooseFrench(page);
  await page.goto('/downloadapk/..%2F..%2Ftracking/x');
  await expect(page.getByRole('alert')).toContainText('Nom du dossier');
});
