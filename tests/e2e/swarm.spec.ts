import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@beewatch/shared';
import { choose, latestCode, signIn, signInAdminWithCode } from './support';

// A member of the public reports a swarm with a photo through an API key;
// the collectors near that post code — and no one else — are alerted; one adopts it and sees the
// contact details; another sees it is taken; the reporter is told; the coordinator sees it.
const DEMO_KEY = 'bwk_demo-local-swarm-form-key-000001';
const PHOTO = path.resolve(import.meta.dirname, '../../scripts/local/sample-media/hornet.png');
const NEAR_GU1 = ['beekeeper', 'collector.guildford', 'collector.godalming'].map(
  (u) => `${u}@bee.watch.local`,
);

interface OutboxMessage {
  channel: string;
  to: string[];
  subject?: string;
  body: string;
}

async function outbox(page: Page): Promise<OutboxMessage[]> {
  return (await (await page.request.get('/__dev/outbox.json')).json()) as OutboxMessage[];
}

async function fillReport(page: Page, o: { postCode: string; phone: string; description: string }) {
  await page.getByLabel(/^(Name|Nom)$/).fill('Rose Reporter');
  await page.getByLabel(/^(Post Code|Code postal)$/).fill(o.postCode);
  await page.getByLabel(/^(1st Line of address|1re ligne de l'adresse)$/).fill('7 Castle Street');
  await page.getByLabel(/^(Phone No|N° de téléphone)$/).fill(o.phone);
  await page.getByLabel(/^Description$/).fill(o.description);
  await choose(page.getByLabel(/^(Outside|À l'extérieur)$/));
}

async function signedInPage(browser: Browser, user: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user);
  await expect(page).not.toHaveURL(/\/$/);
  return page;
}

test('a public report with a photo reaches the nearby collectors only; one adopts it; the reporter is told', async ({
  page,
  browser,
}) => {
  const description = `Cluster on the hedge ${Date.now()}`;
  await page.goto(`/home/swarmapi/${DEMO_KEY}`);
  await expect(page.getByText('Form provided by Bee.Watch demo site')).toBeVisible();
  await fillReport(page, { postCode: 'GU1 3AA', phone: '07400 900777', description });
  await page.getByLabel(/^Image/).setInputFiles(PHOTO);
  await page.getByRole('button', { name: 'Notify' }).click();
  await expect(page.getByText('Successfully notified')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('');

  // Alerted: exactly the three collectors whose areas cover GU1; no contact details in them.
  await expect
    .poll(async () =>
      (await outbox(page))
        .filter((m) => m.channel === 'email' && m.body.includes(description))
        .flatMap((m) => m.to)
        .sort(),
    )
    .toEqual([...NEAR_GU1].sort());
  const alert = (await outbox(page)).find((m) => m.body.includes(description))!;
  expect(alert.body).not.toContain('Rose');
  expect(alert.body).not.toContain('Castle Street');
  expect(alert.body).not.toContain('900777');
  const link = alert.body.match(/https?:\/\/\S+\/beekeeper\/swarmalert\/[0-9A-Z]{26}/)![0];
  const adoptPath = new URL(link).pathname;

  // One collector adopts it and gets the contact details.
  const gil = await signedInPage(browser, 'collector.guildford');
  await gil.goto(adoptPath);
  await expect(gil.getByText(description)).toBeVisible();
  await expect(gil.getByRole('img', { name: 'Photo of the swarm' })).toBeVisible();
  await expect(gil.getByTestId('swarm-contact')).toHaveCount(0);
  await gil.getByRole('button', { name: 'Adopt this swarm' }).click();
  const contact = gil.getByTestId('swarm-contact');
  await expect(contact).toContainText('Rose Reporter');
  await expect(contact).toContainText('7 Castle Street');
  await expect(contact).toContainText('07400 900777');

  // Another collector sees it is taken, without the contact details.
  const gwen = await signedInPage(browser, 'collector.godalming');
  await gwen.goto(adoptPath);
  await expect(gwen.getByTestId('swarm-taken')).toHaveText(
    'This swarm has already been adopted by another collector',
  );
  await expect(gwen.getByRole('button', { name: 'Adopt this swarm' })).toHaveCount(0);
  await expect(gwen.getByText('Rose Reporter')).toHaveCount(0);

  // The reporter is told by SMS.
  await expect
    .poll(async () =>
      (await outbox(page)).some(
        (m) => m.channel === 'sms' && m.to.includes('+447400900777') && /Gil Guildford/.test(m.body),
      ),
    )
    .toBe(true);

  // The coordinator sees the report, its status and the contact details.
  const cora = await signedInPage(browser, 'coordinator');
  await cora.goto('/beewatchagent/swarmnotifications');
  const row = cora.locator('tbody tr', { hasText: description });
  await expect(row).toContainText('Rose Reporter');
  await expect(row).toContainText('Adopted by Gil Guildford');
  await expect(row).toContainText('3 collectors alerted');

  // The adopter records the outcome.
  await gil.getByRole('button', { name: 'Collected (Successful)' }).click();
  await expect(gil.getByTestId('swarm-status')).toHaveText('Successful');
});

test('form rules of spec §5, the Other box and the Without Image confirm', async ({ page }) => {
  await page.goto(`/home/swarmapi/${DEMO_KEY}/https%3A%2F%2Fexample.org`);
  await page.getByRole('button', { name: 'Notify' }).click();
  for (const message of [
    'Please enter name',
    'Please enter Post Code',
    'Please enter 1st Line of address',
    'Please enter Phone No',
    'Please enter Description',
    'Please disclose the Bees location, for example, are they coming and going through a hole in a wall or a gap between tiles on a roof?',
  ])
    await expect(page.getByText(message, { exact: true })).toBeVisible();

  const other = page.getByPlaceholder('Other: what is it?');
  await expect(other).toBeDisabled();
  await choose(page.getByLabel('Other', { exact: true }));
  await expect(other).toBeEnabled();
  await page.getByRole('button', { name: 'Notify' }).click();
  await expect(page.getByText('Please enter Other', { exact: true })).toBeVisible();
  await other.fill('Hornets?');
  await choose(page.getByLabel('Wasps'));
  await expect(other).toHaveValue('');
  await expect(other).toBeDisabled();

  await page
    .getByLabel(/^Image/)
    .setInputFiles({ name: 'swarm.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByText('Only image file is allowed')).toBeVisible();
  await page
    .getByLabel(/^Image/)
    .setInputFiles({ name: 'empty.png', mimeType: 'image/png', buffer: Buffer.alloc(0) });
  await expect(page.getByText('Please select an image less than 10 MB')).toBeVisible();
  await page.getByLabel(/^Image/).setInputFiles([]);

  const description = `Wasps under the eaves ${Date.now()}`;
  await fillReport(page, { postCode: 'TR1 2AA', phone: '07400 900778', description });
  await page.getByRole('button', { name: 'Notify' }).click();
  const confirm = page.getByRole('dialog', { name: 'Without Image' });
  await expect(confirm).toContainText('Do you want to send notification without Image');
  await confirm.getByRole('button', { name: 'NO' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByLabel(/^Description$/)).toHaveValue(description);
  await page.getByRole('button', { name: 'Notify' }).click();
  await page.getByRole('dialog', { name: 'Without Image' }).getByRole('button', { name: 'YES' }).click();
  // No collector's area covers Truro: the reporter is told the coordinator has it, and the
  // coordinator — not a collector — is alerted.
  await expect(page.getByText('Thank you: your report is with the local swarm coordinator')).toBeVisible();
  await expect(page.getByText('Successfully notified')).toHaveCount(0);
  await expect
    .poll(async () =>
      (await outbox(page))
        .filter((m) => m.channel === 'email' && m.body.includes(description))
        .flatMap((m) => m.to),
    )
    .toEqual(['coordinator@bee.watch.local']);
});

test('in French: a report no collector covers is with the coordinator', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('beewatch.lang', 'fr'));
  await page.goto(`/home/swarmapi/${DEMO_KEY}`);
  await fillReport(page, { postCode: 'TR1 2AA', phone: '07400 900780', description: `Essaim ${Date.now()}` });
  await page.getByRole('button', { name: 'Notifier' }).click();
  await page.getByRole('dialog', { name: 'Sans image' }).getByRole('button', { name: 'OUI' }).click();
  await expect(
    page.getByText('Merci : votre signalement est transmis au coordinateur local des essaims'),
  ).toBeVisible();
});

test('a bad post code fails with the server message and Notify greyed until the form changes', async ({
  page,
}) => {
  await page.goto(`/home/swarmapi/${DEMO_KEY}`);
  await fillReport(page, { postCode: 'ZZ99 9ZZ', phone: '07400 900779', description: 'Bees' });
  await page.getByRole('button', { name: 'Notify' }).click();
  await page.getByRole('dialog', { name: 'Without Image' }).getByRole('button', { name: 'YES' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid Post Code' })).toBeVisible();
  const notify = page.getByRole('button', { name: 'Notify' });
  await expect(notify).toBeDisabled();
  await page.getByLabel('Post Code').fill('GU21');
  await expect(notify).toBeEnabled();
});

test('an unknown key is refused plainly and nothing can be sent', async ({ page }) => {
  await page.goto('/home/swarmapi/bwk_not-a-key-of-this-portal-000000');
  await expect(page.getByRole('alert')).toHaveText('This API key is not valid');
  await expect(page.getByRole('button', { name: 'Notify' })).toBeDisabled();
});

test('the administrator generates a key, sees it listed, and the test page frames its form', async ({
  page,
}) => {
  await signInAdminWithCode(page);
  await page.goto('/admin/generateapikey');
  await page.getByLabel('Owner').fill('Surrey Beekeepers');
  await page.getByLabel('Allowed Origin').fill('https://surrey.example.org/page');
  await page.getByRole('button', { name: 'Generate API key' }).click();
  await expect(
    page.getByText('Allowed Origin must be a web origin such as https://www.example.org'),
  ).toBeVisible();
  await page.getByLabel('Allowed Origin').fill('https://surrey.example.org');
  await page.getByRole('button', { name: 'Generate API key' }).click();
  const key = (await page.getByTestId('new-api-key').textContent())!;
  expect(key).toMatch(/^bwk_/);
  await page.goto('/admin/apikeylist');
  const row = page.locator(`tr[data-id="${key}"]`);
  await expect(row).toContainText('Surrey Beekeepers');
  await expect(row).toContainText('https://surrey.example.org');
  await page.goto(`/home/testapi?key=${key}`);
  const frame = page.frameLocator('iframe');
  await expect(frame.getByText('Form provided by Surrey Beekeepers')).toBeVisible();
});

test('in French: the form, its messages and a report in Paris alerting the Paris collector', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('beewatch.lang', 'fr'));
  await page.goto(`/home/swarmapi/${DEMO_KEY}`);
  await page.getByRole('button', { name: 'Notifier' }).click();
  await expect(page.getByText('Veuillez saisir le nom', { exact: true })).toBeVisible();
  const description = `Essaim dans le tilleul ${Date.now()}`;
  await fillReport(page, { postCode: '75002', phone: '06 12 34 56 99', description });
  await page.getByRole('button', { name: 'Notifier' }).click();
  const confirm = page.getByRole('dialog', { name: 'Sans image' });
  await expect(confirm).toContainText('Voulez-vous envoyer la notification sans image');
  await confirm.getByRole('button', { name: 'OUI' }).click();
  await expect(page.getByText('Notification envoyée')).toBeVisible();
  await expect
    .poll(async () =>
      (await outbox(page))
        .filter((m) => m.channel === 'email' && m.body.includes(description))
        .flatMap((m) => m.to),
    )
    .toEqual(['collector.paris@bee.watch.local']);
});

test("the form shows inside the key owner's page, and not inside another site's", async ({
  page,
  baseURL,
}) => {
  // A real second web server: its page frames the form from the portal's origin.
  const server = http.createServer((req, res) => {
    const key = new URL(req.url ?? '/', 'http://x').searchParams.get('key') ?? '';
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end(
        `<h1>Host</h1><iframe title="swarm" src="${new URL(baseURL!).origin}/home/swarmapi/${key}"></iframe>`,
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  try {
    // A key for http://localhost:<port>, generated by the administrator through the API.
    await page.request.post('/api/account/Authenticate', {
      data: { UserName: 'admin', Password: DEMO_PASSWORD },
    });
    const Otp = await latestCode(page, 'admin@bee.watch.local');
    const auth = await page.request.post('/api/account/OtpVerification', {
      data: { UserName: 'admin', Password: DEMO_PASSWORD, Otp },
    });
    const token = ((await auth.json()) as { data: { access_token: string } }).data.access_token;
    const created = await page.request.post('/api/admin/GenerateApiKey', {
      headers: { authorization: `Bearer ${token}` },
      data: { Owner: 'Host site', AllowedOrigin: `http://localhost:${port}` },
    });
    const key = ((await created.json()) as { data: { ApiKey: string } }).data.ApiKey;

    await page.goto(`http://localhost:${port}/host.html?key=${key}`);
    await expect(page.frameLocator('iframe').getByText('Form provided by Host site')).toBeVisible();

    // The same page on another origin (127.0.0.1 is not localhost): the browser refuses to frame it.
    await page.goto(`http://127.0.0.1:${port}/host.html?key=${key}`);
    await expect
      .poll(() =>
        page
          .frames()
          .find((f) => f !== page.mainFrame())
          ?.url(),
      )
      .toMatch(/^chrome-error:/);
    await expect(page.frameLocator('iframe').getByText('Form provided by Host site')).toHaveCount(0);
  } finally {
    server.close();
  }
});
