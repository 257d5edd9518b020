import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe-support';
import { signInAdmin } from './content-support';
import { choose, expectNoSidewaysScroll, openScreen } from './support';

/**
 * Outreach (Administrator): home/crmmail counts an audience before sending, sends one message per
 * recipient and shows the delivery report; admin/sendswarmalertthanks lists the seeded season's
 * swarms with an outcome and thanks a collector once. English and French, desktop and 390 × 844.
 */
const SUBJECT = `Hornet watch ${Date.now().toString(36)}`;

test('CRM mail: count, confirm, send to each recipient and read the delivery report (en, desktop)', async ({
  page,
}) => {
  await signInAdmin(page);
  await page.getByRole('navigation').getByRole('link', { name: /CRM/ }).first().click();
  await expect(page).toHaveURL(/\/home\/crmmail$/);
  await expect(page.getByRole('heading', { level: 1, name: 'CRM mail' })).toBeVisible();
  await choose(page.getByRole('checkbox', { name: 'Non-Bee Keeper' }));
  await page.getByLabel('Area units').fill('GU1');
  await page.getByRole('button', { name: 'Count recipients' }).click();
  const counted = page.getByRole('status').filter({ hasText: /This audience reaches \d+ users?\./ });
  await expect(counted).toBeVisible();
  const n = Number(/reaches (\d+)/.exec((await counted.textContent()) ?? '')![1]);
  expect(n).toBeGreaterThanOrEqual(1);
  await page.getByLabel('Subject (English)').fill(SUBJECT);
  await page.getByLabel('Message (English)').fill('Watch your apiaries for hornets this week.');
  await page.getByRole('button', { name: new RegExp(`^Send to ${n} recipients?$`) }).click();
  const dialog = page.getByRole('dialog', { name: 'Send the message' });
  await expect(dialog).toContainText(`to ${n} recipient`);
  await dialog.getByRole('button', { name: /^(Yes|Oui)$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The message is queued' })).toBeVisible();
  const history = page.getByRole('table', { name: 'Sent messages' });
  const row = history.getByRole('row').filter({ hasText: SUBJECT });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Delivery report' }).click();
  const report = page.getByRole('dialog', { name: `Delivery report: ${SUBJECT}` });
  await expect(report.getByRole('status')).toContainText(`Sent: ${n * 2}.`);
  await expect(report.getByRole('cell', { name: 'pesticide@bee.watch.local' })).toBeVisible();
  await expectNoAxeViolations(page);
  await report
    .getByRole('button', { name: /^(Close|Fermer)$/ })
    .first()
    .click();
  // Each recipient got their own email, addressed to them alone.
  const outbox = (await (await page.request.get('/__dev/outbox.json')).json()) as {
    to: string[];
    subject?: string;
  }[];
  const mails = outbox.filter((m) => (m.subject ?? '').includes(SUBJECT));
  expect(mails).toHaveLength(n);
  for (const m of mails) expect(m.to).toHaveLength(1);
});

test('swarm thanks: thank a collector once, then a second send says already thanked (en, desktop)', async ({
  page,
}) => {
  await signInAdmin(page);
  await openScreen(page, '/admin/sendswarmalertthanks', 'Swarm alert thanks');
  const table = page.getByRole('table', { name: 'Swarms with an outcome' });
  const first = table
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox') })
    .nth(1);
  await expect(first).toBeVisible();
  await first.getByRole('checkbox').check();
  await page.getByLabel('Thank', { exact: true }).selectOption('Collector');
  await page.getByRole('button', { name: 'Send thanks for 1 swarm' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thanks sent: 1.' })).toBeVisible();
  // The collector's column now shows when they were thanked.
  await expect(first.getByRole('cell').last()).not.toHaveText('Not yet');
  await page.getByRole('button', { name: 'Send thanks for 1 swarm' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Already thanked: 1.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Thank again those already thanked' })).toBeVisible();
  await expectNoAxeViolations(page);
});

for (const lang of ['en', 'fr'] as const)
  for (const vp of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])
    test(`both outreach screens read well (${lang}, ${vp.width} px): no sideways scroll, axe`, async ({
      page,
    }) => {
      await page.setViewportSize(vp);
      if (lang === 'fr') await page.addInitScript(() => localStorage.setItem('beewatch.lang', 'fr'));
      await signInAdmin(page);
      for (const [path, title] of [
        ['/home/crmmail', lang === 'fr' ? 'Courriel CRM' : 'CRM mail'],
        [
          '/admin/sendswarmalertthanks',
          lang === 'fr' ? 'Remerciements alertes essaims' : 'Swarm alert thanks',
        ],
      ] as const) {
        await openScreen(page, path, title);
        await page.waitForLoadState('networkidle');
        await expectNoSidewaysScroll(page, path);
        await expectNoAxeViolations(page);
      }
    });
