import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';
import { apiToken, chooseFrench, sendByApi, skipTwoStepPrompt } from './content-support';

/** Messages (issue 7): the header dropdown, inbox and sent with paging, a new message, read/unread. */

const badge = (page: Page) => page.getByTestId('unread-count');
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
  await sender.getByLabel(/Bea Keeper \(beekeeper\)/).check();
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
  await signIn(page, 'pesticide');
  await skipTwoStepPrompt(page);
  await page.goto('/home/newmessage');
  await page.getByLabel('Search a recipient by user name').fill('bee');
  await expect(page.getByText('No user you can write to matches this name')).toBeVisible();
  await page.getByLabel('Search a recipient by user name').fill('spray');
  await expect(page.getByLabel(/Lee Liaison \(spraylaison\) · Spray Laison/)).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Please select a recipient')).toBeVisible();
});
