import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG rule sets the portal meets (2.0/2.1/2.2, A and AA), as the design-system spec checks. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core finds no WCAG violation on the page, or inside `include` (a CSS selector) when given;
 * `where` names the screen in the failure message.
 */
export async function expectNoAxeViolations(page: Page, include?: string, where?: string): Promise<void> {
  // Colours are checked as they settle: a button fading in from disabled would be sampled mid-way.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder.include(include);
  const results = await builder.analyze();
  expect(
    results.violations.map((v) => `${v.id} (${v.nodes.length}): ${v.nodes[0]?.target.join(' ')}`),
    where,
  ).toEqual([]);
}
