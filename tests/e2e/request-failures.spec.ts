import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe-support';
import { signInPastTwoStep } from './content-support';
import { openScreen } from './support';

/**
 * What a screen says when a request fails (spec §8, lib/server-error): a server's error by its
 * MessageKey in the UI language, and, when no answer came back at all, the portal's own
 * "request failed" text — never the browser's English "Network error". French, desktop and phone.
 */
const LIST = '**/api/beewatchagent/FetchMyTrackingHistory**';

for (const vp of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
])
  test(`a failed list says so in French, by the server's key or as a lost connection (${vp.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(vp);
    await page.addInitScript(() => localStorage.setItem('beewatch.lang', 'fr'));
    await signInPastTwoStep(page, 'pesticide');

    // The envelope's key decides the text, not its English words.
    await page.route(LIST, (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          ErrorCode: 1,
          ErrorMessage: 'Data saved',
          MessageKey: 'msg.dataDeleted',
          data: null,
        }),
      }),
    );
    await openScreen(page, '/beewatchagent/trackinghistory', 'Historique environnemental');
    await expect(page.getByRole('alert').filter({ hasText: 'Données supprimées' })).toBeVisible();
    await expect(page.getByText('Data saved')).toHaveCount(0);
    // A failed load is not an empty list.
    await expect(page.getByText(/^Aucun relevé envoyé ne correspond/)).toHaveCount(0);
    await expectNoAxeViolations(page);

    // No answer at all: the connection dropped.
    await page.unroute(LIST);
    await page.route(LIST, (route) => route.abort('internetdisconnected'));
    // A new search (the text is part of the request), so the list is asked for again.
    await page.getByLabel('Lieu ou notes').fill('verger');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: "La demande n'a pas pu aboutir. Veuillez réessayer." }),
    ).toBeVisible();
    await expect(page.getByText('Network error')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
