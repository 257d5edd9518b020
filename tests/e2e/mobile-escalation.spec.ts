import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@beewatch/shared';
import { choose, rows, signIn } from './support';

const MEDIA = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../scripts/local/sample-media');
const CATEGORY = 'Nest near an apiary — mobile e2e';
const DESCRIPTION = 'Nest in the oak by hive 3';

interface Upload {
  Url: string;
  Fields: Record<string, string>;
}

async function tokenOf(request: APIRequestContext, userName: string): Promise<string> {
  const res = await request.post('/api/account/Authenticate', {
    data: { UserName: userName, Password: DEMO_PASSWORD },
  });
  return (await res.json()).data.access_token;
}

const createdRecords: string[] = [];

// Leave the seeded records as reporting.spec expects them (total, newest first).
test.afterAll(async ({ request }) => {
  const auth = { authorization: `Bearer ${await tokenOf(request, 'controller')}` };
  for (const id of createdRecords.splice(0)) {
    const res = await request.post(`/api/beewatchagent/DeleteTrackingHistory?HornetTrackingID=${id}`, {
      headers: auth,
    });
    expect(res.status()).toBe(200);
  }
});

/** Creates the category through the screen, as the controller does. */
async function createCategoryInScreen(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Category list' })
    .click();
  await page.getByRole('button', { name: 'Add Category' }).click();
  const add = page.getByRole('dialog', { name: 'Add Category' });
  await add.getByLabel('Name').fill(CATEGORY);
  await add.getByLabel('Description').fill('Nests found near apiaries');
  await add.getByRole('button', { name: 'Continue' }).click();
  const activity = page.getByRole('dialog', { name: 'Add activity' });
  await choose(activity.getByRole('checkbox', { name: 'Emergency service' }));
  await choose(activity.getByRole('radio', { name: 'Email' }));
  await activity.getByRole('button', { name: 'Add recipient' }).click();
  await activity.getByLabel('Name of recipient 1').fill('Nest team');
  await activity.getByLabel('Email of recipient 1').fill('nest.team@example.org');
  for (const option of ['Map', 'Image']) await choose(activity.getByRole('checkbox', { name: option }));
  await choose(activity.getByRole('checkbox', { name: 'Notes', exact: true }));
  await activity.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Category added' })).toBeVisible();
}

test('a record posted by the mobile API with real uploads reaches reporting and its recipients', async ({
  page,
  request,
}) => {
  await signIn(page, 'controller');
  await expect(page).toHaveURL(/\/bscontroller\/reporting$/);
  await createCategoryInScreen(page);

  // The mobile app: a beekeeper reports a sighting with a photo and a sound recording.
  const token = await tokenOf(request, 'beekeeper');
  const auth = { authorization: `Bearer ${token}` };
  const categories = (await (await request.get('/api/mobile/GetCategoryList', { headers: auth })).json())
    .data;
  const CategoryID = categories.find((c: { Name: string }) => c.Name === CATEGORY).CategoryID;
  const created = await request.post('/api/mobile/CreateTrackingRecord', {
    headers: auth,
    data: {
      Latitude: 46.52087,
      Longitude: 6.62414,
      CompassDegree: 135,
      CategoryID,
      Description: DESCRIPTION,
      CreatedDate: new Date().toISOString(),
      Image: 'image/png',
      Audio: 'audio/mpeg',
    },
  });
  expect(created.status()).toBe(200);
  const { HornetTrackingID, Uploads } = (await created.json()).data as {
    HornetTrackingID: string;
    Uploads: Record<'image' | 'audio', Upload>;
  };
  createdRecords.push(HornetTrackingID);
  const files = { image: ['hornet.png', 'image/png'], audio: ['hornet-buzz.mp3', 'audio/mpeg'] } as const;
  for (const kind of ['image', 'audio'] as const) {
    const [name, mimeType] = files[kind];
    const upload = await request.post(Uploads[kind].Url, {
      multipart: {
        ...Uploads[kind].Fields,
        file: { name, mimeType, buffer: readFileSync(path.join(MEDIA, name)) },
      },
    });
    expect(upload.status()).toBeLessThan(300);
    const confirm = await request.post(
      `/api/mobile/ConfirmTrackingMedia?ID=${HornetTrackingID}&type=${kind}`,
      {
        headers: auth,
      },
    );
    expect(confirm.status()).toBe(200);
  }

  // The controller sees it in reporting, with its evidence.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Reporting' }).click();
  const row = rows(page).filter({ hasText: DESCRIPTION });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('beekeeper');
  await expect(row).toContainText(CATEGORY);
  await expect(row.getByText('135°')).toBeVisible();
  // Its Location is the nearest gazetteer place, a link to the record's map.
  await row.getByRole('link', { name: 'MAXILLY SUR LEMAN 74500, FR' }).click();
  await expect(page.getByRole('dialog', { name: 'Location' })).toBeVisible();
  await page.keyboard.press('Escape');
  await row.getByRole('button', { name: 'View image' }).click();
  await expect(page.getByRole('dialog').getByRole('img')).toBeVisible();
  await page.keyboard.press('Escape');
  await row.getByRole('button', { name: 'Play audio' }).click();
  await expect(page.getByRole('dialog').locator('audio')).toHaveAttribute('src', /audio\.mp3/);
  await page.keyboard.press('Escape');

  // The recipient's email is in the outbox, with the evidence link.
  await expect
    .poll(async () => {
      await page.goto('/__dev/outbox');
      return page.locator('tr', { hasText: 'nest.team@example.org' }).count();
    })
    .toBe(1);
  const email = page.locator('tr', { hasText: 'nest.team@example.org' });
  await expect(email).toContainText(CATEGORY);
  await expect(email).toContainText(DESCRIPTION);
  await expect(email).toContainText('image:');
});

test('a phone escalation arrives as an SMS', async ({ request, page }) => {
  const token = await tokenOf(request, 'controller');
  const auth = { authorization: `Bearer ${token}` };
  const category = await request.post('/api/admin/AddEditCategory', {
    headers: auth,
    data: {
      Name: 'Police — mobile e2e',
      Description: 'Nest in a public place',
      Responsibility: 5,
      EscalateByInt: 1,
      Map: true,
      Recipients: [{ Name: 'Police desk', Phone: '+41790000099' }],
    },
  });
  const CategoryID = (await category.json()).data.CategoryID;
  const created = await request.post('/api/mobile/CreateTrackingRecord', {
    headers: auth,
    data: {
      Latitude: 46.2,
      Longitude: 6.14,
      CategoryID,
      Description: 'Nest at the school',
      CreatedDate: new Date().toISOString(),
    },
  });
  expect(created.status()).toBe(200);
  createdRecords.push((await created.json()).data.HornetTrackingID);
  await expect
    .poll(async () => {
      await page.goto('/__dev/outbox');
      return page.locator('tr', { hasText: '+41790000099' }).count();
    })
    .toBe(1);
  await expect(page.locator('tr', { hasText: '+41790000099' })).toContainText('sms');
});
