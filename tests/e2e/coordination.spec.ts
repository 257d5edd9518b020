import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe-support';
import { apiToken } from './content-support';
import { signIn, expectNoSidewaysScroll as expectNoSideScroll, openScreen } from './support';

/**
 * The swarm coordinator's workspace (role-screens §4): the live swarm map where a new public
 * report appears and is notified again; suspending a collector stops their alerts; coverage,
 * collectors, the season map and hornet paths — English and French, desktop and 390 × 844, axe.
 */
const DEMO_KEY = 'bwk_demo-local-swarm-form-key-000001';
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const T = {
  en: {
    map: 'Swarm map',
    renotify: 'Notify again',
    renotified: 'Swarm notified again',
    again: 'Notified again',
    members: 'Swarm collectors',
    suspend: 'Suspend',
    reason: 'Reason for the suspension',
    suspended: 'Collector suspended',
    reactivate: 'Reactivate',
    reactivated: 'Collector reactivated',
  },
  fr: {
    map: 'Carte des essaims',
    renotify: 'Renvoyer',
    renotified: 'Essaim renvoyé',
    again: 'Renvoyé',
    members: "Collecteurs d'essaims",
    suspend: 'Suspendre',
    reason: 'Motif de la suspension',
    suspended: 'Collecteur suspendu',
    reactivate: 'Réactiver',
    reactivated: 'Collecteur réactivé',
  },
} as const;

/** Posts a public swarm report at GU1 through the demo key, as the embedded form does. */
async function reportAtGuildford(request: APIRequestContext, baseURL: string, description: string) {
  const res = await request.post('/api/swarm/SwarmAlertNotification', {
    headers: { HeaderToken: DEMO_KEY, Origin: new URL(baseURL).origin },
    data: {
      Name: 'Petra Public',
      PostCode: 'GU1 3AA',
      Address: '12 Castle Street',
      PhoneNo: '07400 900321',
      Description: description,
      TypeOption: 1,
      BeeOption: 2,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { SwarmID: string } }).data.SwarmID;
}

/** The swarms a collector was alerted about (their alert list; the proof is written before the alert goes). */
async function alertedIds(request: APIRequestContext, user: string): Promise<string[]> {
  const token = await apiToken(request, user);
  const res = await request.get('/api/beekeeper/SwarmAlertList?RecordPerPage=50', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { data: { SwarmID: string }[] }).data.map((r) => r.SwarmID);
}

async function setUp(page: Page, lang: 'en' | 'fr', vp: (typeof VIEWPORTS)[number]) {
  await page.setViewportSize({ width: vp.width, height: vp.height });
  if (lang === 'fr') await page.addInitScript(() => localStorage.setItem('beewatch.lang', 'fr'));
  await signIn(page, 'coordinator');
  // The coordinator lands on the swarm map.
  await expect(page).toHaveURL(/\/beewatchagent\/swarmmap$/);
}

for (const lang of ['en', 'fr'] as const)
  for (const vp of VIEWPORTS)
    test(`the coordinator sees a new public report appear on the swarm map and notifies it again (${lang}, ${vp.name})`, async ({
      page,
      baseURL,
    }) => {
      const t = T[lang];
      await setUp(page, lang, vp);
      // The coordinator lands on the swarm map.
      await expect(page).toHaveURL(/\/beewatchagent\/swarmmap$/);
      await expect(page.getByRole('heading', { level: 1, name: t.map })).toBeVisible();
      await expect(page.getByTestId('kpi-new')).toBeVisible();
      const description = `E2e swarm ${lang} ${vp.name} ${Date.now()}`;
      const id = await reportAtGuildford(page.request, baseURL!, description);
      // Back to the tab: the live map asks again (it also polls every 30 s).
      await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
      const row = page.locator(`[data-swarm="${id}"]`);
      await expect(row).toBeVisible();
      await expect(row).toContainText('Petra Public');
      await expectNoSideScroll(page);
      await expectNoAxeViolations(page);

      const before = await alertedIds(page.request, 'collector.guildford');
      expect(before).toContain(id);
      await row.getByRole('button', { name: t.renotify }).click();
      await expect(page.getByText(t.renotified)).toBeVisible();
      await expect(row).toContainText(t.again);
      // A second alert round reached the collectors covering GU1.
      await expect
        .poll(async () => {
          const res = await page.request.get('/__dev/outbox.json');
          const all = (await res.json()) as { to: string[]; body: string; subject?: string }[];
          return all.filter(
            (m) =>
              m.to.includes('collector.guildford@bee.watch.local') && `${m.subject} ${m.body}`.includes(id),
          ).length;
        })
        .toBeGreaterThanOrEqual(2);
    });

for (const [lang, vp] of [
  ['en', VIEWPORTS[0]],
  ['fr', VIEWPORTS[1]],
] as const)
  test(`suspending a collector stops their alerts; reactivated they get them again (${lang}, ${vp.name})`, async ({
    page,
    baseURL,
  }) => {
    const t = T[lang];
    await setUp(page, lang, vp);
    await openScreen(page, '/beewatchagent/members', t.members);
    const gwen = page.locator('[data-member="collector.godalming"]');
    await gwen.getByRole('button', { name: t.suspend }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(t.suspend, 'i') });
    await dialog.getByLabel(t.reason).fill('Insurance lapsed (e2e)');
    await dialog.getByRole('button', { name: t.suspend }).click();
    await expect(page.getByText(t.suspended)).toBeVisible();
    await expect(gwen).toContainText('Insurance lapsed (e2e)');
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page);

    const quiet = await reportAtGuildford(page.request, baseURL!, `Suspended e2e ${lang} ${Date.now()}`);
    expect(await alertedIds(page.request, 'collector.guildford')).toContain(quiet);
    expect(await alertedIds(page.request, 'collector.godalming')).not.toContain(quiet);

    await gwen.getByRole('button', { name: t.reactivate }).click();
    await expect(page.getByText(t.reactivated)).toBeVisible();
    const loud = await reportAtGuildford(page.request, baseURL!, `Reactivated e2e ${lang} ${Date.now()}`);
    expect(await alertedIds(page.request, 'collector.godalming')).toContain(loud);
  });

const SCREENS = [
  {
    path: '/beewatchagent/swarmcollectordomain',
    en: 'Swarm collector coverage',
    fr: 'Couverture par les collecteurs',
    text: /GU1/,
  },
  {
    path: '/beewatchagent/addmember',
    en: 'Add swarm collector',
    fr: "Ajouter un collecteur d'essaims",
    text: /BBKA/,
  },
  {
    path: '/beewatchagent/editmember?user=collector.guildford',
    en: 'Edit swarm collector',
    fr: "Modifier le collecteur d'essaims",
    text: /Gil Guildford/,
  },
  {
    path: '/beewatchagent/swarmnotimap',
    en: 'Swarm notifications map',
    fr: "Carte des notifications d'essaims",
    text: /GU1/,
  },
  {
    path: '/beewatchagent/hornetpath',
    en: 'Hornet flight paths',
    fr: 'Trajectoires des frelons',
    text: /GU|—|0/,
  },
];

for (const lang of ['en', 'fr'] as const)
  for (const vp of VIEWPORTS)
    test(`coverage, add and edit collector, season map and hornet paths open (${lang}, ${vp.name})`, async ({
      page,
    }) => {
      await setUp(page, lang, vp);
      await expect(page).toHaveURL(/\/beewatchagent\/swarmmap$/);
      for (const s of SCREENS) {
        await page.goto(s.path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          lang === 'fr' ? s.fr.replace('’', "'") : s.en,
        );
        await expect(page.locator('main')).toContainText(s.text);
        await expectNoSideScroll(page);
      }
    });

test('the add form refuses without the consent and names the field, writing nothing', async ({ page }) => {
  await setUp(page, 'en', VIEWPORTS[0]);
  await page.goto('/beewatchagent/addmember');
  await page.getByLabel(/^User name or email/).fill('collector.dorking');
  await page.getByLabel(/^Collection base post code/).fill('GU1');
  await page.getByRole('button', { name: 'Add collector' }).click();
  await expect(
    page.getByText(
      'The collector must agree that their first name and phone are given to the person whose swarm they adopt',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/beewatchagent\/addmember$/);
});
