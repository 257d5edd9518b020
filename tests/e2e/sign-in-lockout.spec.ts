import { expect, test, type Browser } from '@playwright/test';
import { DEMO_PASSWORD } from '@beewatch/shared';
import { expectNoAxeViolations } from './axe-support';
import { signInAdmin } from './content-support';
import { signIn, expectNoSidewaysScroll } from './support';

/**
 * The portal's wrong-password lockout as users meet it: 5 wrong passwords lock sign-in, the
 * Administrator sees the lock in the User Audit popup and lifts it, and the right password signs
 * in again. Each case locks its own demo collector, which no other e2e file signs in as.
 */

const TEXT = {
  en: {
    invalid: 'Invalid user name or password',
    locked: 'Too many failed sign-ins. This account is locked for a while; please try again later.',
    settings: 'Settings',
    userAudit: 'User Audit',
    lockedUntil: 'Locked until',
    unlock: (user: string) => `Unlock sign-in of ${user}`,
    unlocked: (user: string) => `${user} can sign in again.`,
  },
  fr: {
    invalid: "Nom d'utilisateur ou mot de passe incorrect",
    locked:
      'Trop de connexions échouées. Ce compte est bloqué pour un moment ; veuillez réessayer plus tard.',
    settings: 'Paramètres',
    userAudit: 'Audit des utilisateurs',
    lockedUntil: "Bloquée jusqu'au",
    unlock: (user: string) => `Débloquer la connexion de ${user}`,
    unlocked: (user: string) => `${user} peut de nouveau se connecter.`,
  },
} as const;

type Lang = keyof typeof TEXT;

async function pageIn(browser: Browser, lang: Lang, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.addInitScript((l) => localStorage.setItem('beewatch.lang', l), lang);
  return page;
}

async function lockoutAndUnlock(
  browser: Browser,
  user: string,
  lang: Lang,
  viewport: { width: number; height: number },
) {
  const t = TEXT[lang];
  const page = await pageIn(browser, lang, viewport);
  for (let i = 1; i <= 5; i++) {
    await signIn(page, user, `Wrong-password-${i}!`);
    await expect(page.getByRole('alert')).toHaveText(t.invalid);
  }
  // Locked: even the right password is refused now.
  await signIn(page, user, DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText(t.locked);
  await expect(page).toHaveURL(/\/$/);
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `test-results/sign-in-locked-${lang}.png` });

  const admin = await pageIn(browser, lang, viewport);
  await signInAdmin(admin);
  await admin.getByRole('button', { name: t.settings }).click();
  await admin.getByRole('button', { name: t.userAudit }).click();
  const dialog = admin.getByRole('dialog', { name: t.userAudit });
  const row = dialog.locator('tr[data-audit-row]').filter({ hasText: user }).first();
  // Failed attempts: the fifth in a row.
  await expect(row.locator('td').nth(2)).toHaveText('5');
  await expect(row).toContainText(t.lockedUntil);
  await expectNoAxeViolations(admin, '[role="dialog"]');
  await expectNoSidewaysScroll(admin);
  await admin.screenshot({ path: `test-results/user-audit-locked-${lang}.png` });
  await row.getByRole('button', { name: t.unlock(user) }).click();
  await expect(dialog.getByRole('status')).toHaveText(t.unlocked(user));
  await expect(row).not.toContainText(t.lockedUntil);
  await expect(dialog.getByRole('button', { name: t.unlock(user) })).toHaveCount(0);
  await expectNoAxeViolations(admin, '[role="dialog"]');

  // Unlocked: the right password signs in.
  await signIn(page, user, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/beekeeper\/index$/);
  await page.context().close();
  await admin.context().close();
}

test('5 wrong passwords lock sign-in; the Administrator unlocks it from the User Audit (English, desktop)', async ({
  browser,
}) => {
  await lockoutAndUnlock(browser, 'collector.edinburgh', 'en', { width: 1280, height: 800 });
});

test('the same in French on a 390 × 844 phone', async ({ browser }) => {
  await lockoutAndUnlock(browser, 'collector.lyon', 'fr', { width: 390, height: 844 });
});
