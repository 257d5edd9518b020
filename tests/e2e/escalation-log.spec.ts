import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@beewatch/shared';
import { rows, signIn } from './support';

const RECIPIENTS = [
  { Name: 'Ana Martin', Email: 'ana.escalation-log@example.org' },
  { Name: 'Ben Dupont', Email: 'ben.escalation-log@example.org' },
];

interface Created {
  records: string[];
  categories: string[];
}

async function tokenOf(request: APIRequestContext, userName: string): Promise<string> {
  const res = await request.post('/api/account/Authenticate', {
    data: { UserName: userName, Password: DEMO_PASSWORD },
  });
  return (await res.json()).data.access_token;
}

/** A category through the API, as the category list screen saves it. */
async function addCategory(
  request: APIRequestContext,
  auth: Record<string, string>,
  data: Record<string, unknown>,
): Promise<string> {
  const res = await request.post('/api/admin/AddEditCategory', { headers: auth, data });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data.CategoryID;
}

/** A record through the mobile API, which escalates it (a description is at most 40 characters). */
async function addRecord(
  request: APIRequestContext,
  auth: Record<string, string>,
  CategoryID: string,
  Description: string,
): Promise<string> {
  const res = await request.post('/api/mobile/CreateTrackingRecord', {
    headers: auth,
    data: {
      Latitude: 46.95,
      Longitude: 7.45,
      CategoryID,
      Description,
      CreatedDate: new Date().toISOString(),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data.HornetTrackingID;
}

/** Opens reporting from the menu and the escalations popup of the record with `description`. */
async function openEscalations(page: Page, description: string) {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Reporting' }).click();
  const row = rows(page).filter({ hasText: description });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Show escalations' }).click();
  return page.getByRole('dialog', { name: 'Escalation messages' });
}

test.describe('escalation log', () => {
  let auth: Record<string, string>;
  const created: Created = { records: [], categories: [] };

  test.beforeEach(async ({ request }) => {
    auth = { authorization: `Bearer ${await tokenOf(request, 'controller')}` };
  });

  // Leave the seeded data as the other specs expect it (totals, newest record first).
  test.afterEach(async ({ request }) => {
    const cleanups = [
      ...created.records.splice(0).map((id) => `beewatchagent/DeleteTrackingHistory?HornetTrackingID=${id}`),
      ...created.categories.splice(0).map((id) => `admin/DeleteCategory?CategoryID=${id}`),
    ];
    for (const path of cleanups) {
      const res = await request.post(`/api/${path}`, { headers: auth });
      expect(res.status(), await res.text()).toBe(200);
    }
  });

  test('the controller sees what the escalation of a record sent', async ({ page, request }) => {
    const stamp = Date.now();
    const description = `Escalation log e2e ${stamp}`;
    const categoryId = await addCategory(request, auth, {
      Name: `Escalation log e2e ${stamp}`,
      Description: 'Two email recipients',
      Responsibility: 4,
      EscalateByInt: 2,
      Map: true,
      Recipients: RECIPIENTS,
    });
    created.categories.push(categoryId);
    created.records.push(await addRecord(request, auth, categoryId, description));

    // Both emails went out.
    await expect
      .poll(async () => {
        const messages = (await (await request.get('/__dev/outbox.json')).json()) as { to: string[] }[];
        return RECIPIENTS.filter((r) =>
          messages.some((m) => m.to.includes(r.Email) && JSON.stringify(m).includes(description)),
        ).length;
      })
      .toBe(2);

    await signIn(page, 'controller');
    await expect(page).toHaveURL(/\/bscontroller\/reporting$/);
    const dialog = await openEscalations(page, description);
    const table = dialog.getByRole('table', { name: 'Escalation messages of the record' });
    for (const r of RECIPIENTS) {
      const row = table.getByRole('row').filter({ hasText: r.Email });
      await expect(row.getByRole('cell')).toHaveText([
        r.Name,
        'Email',
        r.Email,
        'Sent',
        '1',
        /^\d{2}-[A-Z][a-z]{2}-\d{2} \d{2}:\d{2}$/,
        '-',
      ]);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('says nothing was sent for a Controller-only category', async ({ page, request }) => {
    const stamp = Date.now();
    const description = `Controller only e2e ${stamp}`;
    const categoryId = await addCategory(request, auth, {
      Name: `Escalation log e2e, controller only ${stamp}`,
      Description: 'Handled by the controller',
      Responsibility: 2,
    });
    created.categories.push(categoryId);
    created.records.push(await addRecord(request, auth, categoryId, description));

    await signIn(page, 'controller');
    await expect(page).toHaveURL(/\/bscontroller\/reporting$/);
    const dialog = await openEscalations(page, description);
    await expect(dialog.getByText('No escalation messages were sent for this record.')).toBeVisible();
    await expect(dialog.getByRole('table')).toHaveCount(0);
  });
});
