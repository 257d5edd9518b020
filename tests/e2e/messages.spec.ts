import { expect, test, type Page } from '@playwright/test';
import type { DeviceMessage } from '@beewatch/shared';
import { expectNoAxeViolations } from './axe-support';
import { signIn } from './support';
import { apiToken, chooseFrench, sendByApi, signInPastTwoStep } from './content-support';

/** Messages: the header dropdown, inbox and sent with paging, a new message, read/unread. */

const badge = (page: Page) => page.getByTestId('unread-count');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const XSS = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';

test('a message sent by one user shows in the other user’s dropdown without a reload; the body is text', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const reader = await (await browser.newContext()).newPage();
  await signIn(reader, 'beekeeper');
  await expect(reader).toHaveURL(/\/beekeeper\/index$/);
  await expect(badge(reader)).toHaveText(/\d+/);
  const before = Number(await badge(reader).textContent());
  // Marks this document: a reload would lose it.
  await reader.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));

  const sender = await (await browser.newContext()).newPage();
  await signIn(sender, 'coordinator');
  await expect(sender).toHaveURL(/\/beewatchagent\/swarmmap$/);
  await sender.goto('/home/newmessage');
  await sender.getByLabel('Search a recipient by user name').fill('bee');
  // A user picks the recipient by its visible label (the radio input itself is visually hidden).
  await sender.getByText(/Bea Keeper \(beekeeper\)/).click();
  await expect(sender.getByLabel(/Bea Keeper \(beekeeper\)/)).toBeChecked();
  const title = `Swarm at the school ${Date.now()}`;
  await sender.getByLabel('Title', { exact: true }).fill(title);
  await sender.getByLabel('Message', { exact: true }).fill(`Can you collect it?\n${XSS}`);
  await sender.getByRole('button', { name: 'Send' }).click();
  await expect(sender.getByText('Message sent')).toBeVisible();
  await expect(sender).toHaveURL(/\/home\/messages\?box=1$/);
  await expect(sender.getByRole('row', { name: new RegExp(title) })).toContainText('Bea Keeper');

  // The reader's header polls every 30 s: the count and the latest 3 change with no reload.
  await expect(badge(reader)).toHaveText(String(before + 1), { timeout: 45_000 });
  expect(await reader.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
  await reader.getByRole('button', { name: /^Messages, \d+ unread$/ }).click();
  const latest = reader.locator('.message-latest li');
  expect(await latest.count()).toBeLessThanOrEqual(3);
  await expect(latest.first()).toContainText('Cora Coordinator');
  await expect(latest.first()).toContainText(title);
  await latest.first().getByRole('link').click();

  const dialog = reader.getByRole('dialog', { name: title });
  await expect(dialog.getByTestId('message-body')).toHaveText(`Can you collect it?\n${XSS}`);
  expect(await reader.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expect(dialog.locator('img, script')).toHaveCount(0);
  // Opening it marked it read: the badge goes down at once.
  await expect(badge(reader)).toHaveText(String(before));
  await dialog.getByRole('button', { name: 'Mark as unread' }).click();
  await expect(badge(reader)).toHaveText(String(before + 1));
});

test('FR: inbox and sent page by 10 with Suivant / Précédent; a reply goes back to the sender', async ({
  page,
  request,
}) => {
  // API calls use their own request context: the page's would share its session cookie.
  const admin = await apiToken(request, 'superadmin');
  const stamp = Date.now();
  for (let i = 1; i <= 12; i++)
    await sendByApi(request, admin, {
      ToUserName: 'spraylaison',
      Title: `Page test ${stamp} #${i}`,
      Body: 'x',
    });

  await signIn(page, 'spraylaison');
  await expect(page).toHaveURL(/\/beewatchagent\/spraymap$/);
  await chooseFrench(page);
  await page.goto('/home/messages');
  await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Reçus' })).toHaveAttribute('aria-selected', 'true');
  const rows = page.locator('tbody tr[data-id]');
  await expect(rows).toHaveCount(10);
  await expect(rows.first()).toContainText(`Page test ${stamp} #12`);
  await expect(page.getByText('Page 1')).toBeVisible();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByText('Page 2')).toBeVisible();
  await expect(rows.first()).toContainText(`Page test ${stamp} #2`);
  await expect(page.getByRole('row', { name: new RegExp(`Page test ${stamp} #1 `) })).toBeVisible();
  await page.getByRole('button', { name: 'Précédent' }).click();
  await expect(rows.first()).toContainText(`Page test ${stamp} #12`);

  await rows.first().getByRole('button').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Répondre' }).click();
  await expect(page).toHaveURL(/\/home\/newmessage\?to=superadmin/);
  await expect(page.getByLabel('Titre', { exact: true })).toHaveValue(`Re: Page test ${stamp} #12`);
  await page.getByLabel('Message', { exact: true }).fill('Bien reçu');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Message envoyé')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Envoyés' })).toHaveAttribute('aria-selected', 'true');
  await expect(rows.first()).toContainText(`Re: Page test ${stamp} #12`);
  await expect(rows.first()).toContainText('Sam Super');
});

test('the recipient search lists only users the role may reach', async ({ page }) => {
  await signInPastTwoStep(page, 'pesticide');
  await page.goto('/home/newmessage');
  await page.getByLabel('Search a recipient by user name').fill('bee');
  await expect(page.getByText('No user you can write to matches this name')).toBeVisible();
  await page.getByLabel('Search a recipient by user name').fill('spray');
  await expect(page.getByLabel(/Lee Liaison \(spraylaison\) · Spray Laison/)).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Please select a recipient')).toBeVisible();
});

/**
 * Escalations in French: a controller's new records of one category are gathered into one
 * message, named in French with the latest record's place and date-time, in the dropdown and on
 * the messages screen; the message lists each record with a link to it.
 */
test.describe('escalation messages, in French', () => {
  const stamp = Date.now();
  const CATEGORY = `Nids e2e ${stamp}`;
  const created: string[] = [];
  let latestPlace = '';

  test.beforeAll(async ({ request }) => {
    const token = await apiToken(request, 'controller');
    const headers = { Authorization: `Bearer ${token}` };
    const category = await request.post('/api/admin/AddEditCategory', {
      headers,
      data: {
        Name: CATEGORY,
        Description: 'Grouped escalations',
        Responsibility: 4,
        EscalateByInt: 2,
        Map: true,
        Notes: true,
        ActivityNotes: 'Prévenir le rucher',
        // Its own address: the mobile-escalation spec counts the emails sent to nest.team@example.org.
        Recipients: [{ Name: 'Nid team', Email: 'nids.team@example.org', Phone: '' }],
      },
    });
    const CategoryID = ((await category.json()) as { data: { CategoryID: string } }).data.CategoryID;
    for (const [Latitude, Longitude] of [
      [46.2044, 6.1432],
      [46.52087, 6.62414],
    ]) {
      const res = await request.post('/api/mobile/CreateTrackingRecord', {
        headers,
        data: { Latitude, Longitude, CategoryID, Description: 'Nid', CreatedDate: new Date().toISOString() },
      });
      created.push(((await res.json()) as { data: { HornetTrackingID: string } }).data.HornetTrackingID);
    }
    // Both records have reached the controller's inbox (the escalation worker is asynchronous).
    await expect
      .poll(async () => {
        const res = await request.get('/api/common/GetDeviceMessages?type=0&RecordPerPage=50', { headers });
        const messages = ((await res.json()) as { data: DeviceMessage[] }).data;
        const group = messages.find((m) => m.Escalation?.CategoryName === CATEGORY)?.Escalation;
        latestPlace = group?.Records[0]?.Place ?? '';
        return group?.Count;
      })
      .toBe(2);
    expect(latestPlace).not.toBe('');
  });

  test.afterAll(async ({ request }) => {
    const headers = { Authorization: `Bearer ${await apiToken(request, 'controller')}` };
    for (const id of created.splice(0))
      await request.post(`/api/beewatchagent/DeleteTrackingHistory?HornetTrackingID=${id}`, { headers });
  });

  for (const vp of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])
    test(`one French line for the category, naming the latest record (${vp.width} px)`, async ({ page }) => {
      await page.setViewportSize(vp);
      await page.addInitScript(() => localStorage.setItem('beewatch.lang', 'fr'));
      await signIn(page, 'controller');
      await expect(page.getByRole('heading', { name: 'Rapports' })).toBeVisible();
      await page.getByRole('button', { name: /^Messages, \d+ non lus?$/ }).click();
      const lines = page.locator('.message-latest li').filter({ hasText: CATEGORY });
      await expect(lines).toHaveCount(1);
      await expect(lines.locator('.message-title')).toHaveText(
        `2 signalements de frelon asiatique — ${CATEGORY}`,
      );
      await expect(lines.locator('.message-detail')).toHaveText(
        new RegExp(`^Dernier : ${escapeRegExp(latestPlace)}, \\d{2}-\\S+-\\d{2} \\d{2}:\\d{2}$`),
      );
      // No English template words (other specs' category names may be English: they are data).
      await expect(page.locator('.message-panel')).not.toContainText(/Asian hornet reports?\b|Latest:/);
      await expectNoAxeViolations(page, '.message-panel');

      await lines.getByRole('link').click();
      const dialog = page.getByRole('dialog', { name: `2 signalements de frelon asiatique — ${CATEGORY}` });
      await expect(dialog).toContainText(`2 signalements de frelon asiatique, catégorie « ${CATEGORY} »`);
      const records = dialog.getByRole('link', { name: /^\d{2}-\S+-\d{2} \d{2}:\d{2} · / });
      await expect(records).toHaveCount(2);
      await expect(records.first()).toHaveAttribute('href', `/activityhornet/${created[1]}`);
      await expect(records.first()).toContainText(latestPlace);
      await expect(dialog).toContainText('Consignes : Prévenir le rucher');
      await expectNoAxeViolations(page, '[role="dialog"]');
      await page.keyboard.press('Escape');

      // The messages screen names it the same way, in French.
      const row = page.getByRole('row', { name: new RegExp(escapeRegExp(CATEGORY)) });
      await expect(row).toContainText(`2 signalements de frelon asiatique — ${CATEGORY}`);
      await expect(row).toContainText(`Dernier : ${latestPlace}`);
      await expect(page.locator('.message-table')).not.toContainText(/Asian hornet reports?\b|Latest:/);
      await expectNoAxeViolations(page);
    });
});
