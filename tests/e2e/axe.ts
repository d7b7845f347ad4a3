/**
 * axe-core with the WCAG 2.2 A/AA rule set and the rules axe tags as experimental (among them
 * label-content-name-mismatch, WCAG 2.5.3), after transitions settle (half-faded elements fail contrast checks).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function axeViolations(page: Page, scope: { include?: string; exclude?: string } = {}): Promise<string[]> {
  // Only animations that end: a scroll-driven one (the wide tables' scroll hint) runs as long as the page does.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => {
          const end = a.effect?.getComputedTiming().endTime;
          return typeof end === 'number' && Number.isFinite(end);
        })
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Legacy mode: axe.run in the page (and in same-origin frames) instead of runPartial per frame plus finishRun
  // in a new blank page, which only cross-origin frames need; our pages load none under test (third-party
  // embeds wait for consent or have no network here). Measured on /about and /: 2.0–3.1 s → 1.2–1.5 s per analysis.
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'experimental'])
    // An experimental rule that can only ask for a review (its check never fails: axe-core's hiddenContentEvaluate),
    // never report a violation, which is all these tests read: about 35 ms of each analysis on / for nothing.
    .disableRules(['hidden-content'])
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
  if (scope.include) builder = builder.include(scope.include);
  if (scope.exclude) builder = builder.exclude(scope.exclude);
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The widths pages are checked at: a phone and a desktop. */
export const WIDTHS = [375, 1280] as const;

/**
 * No violations at each width (from the current one on, then the others), on one page load: the page is
 * widened or narrowed rather than loaded again, as its layout only answers media queries (the mobile menu
 * closes itself when widened). Page loads and hydration are most of this suite's time. Leaves the page at
 * the last width checked; `horizontalScroll` also checks that nothing scrolls sideways at that width.
 */
export async function expectNoViolationsAtEachWidth(
  page: Page,
  scope: { include?: string; exclude?: string } = {},
  options: { horizontalScroll?: boolean } = {},
): Promise<void> {
  const current = page.viewportSize()?.width;
  const order = [...WIDTHS].sort((a, b) => Number(b === current) - Number(a === current));
  for (const width of order) {
    if (width !== current) await page.setViewportSize({ width, height: page.viewportSize()?.height ?? 900 });
    expect(await axeViolations(page, scope), `${width}px`).toEqual([]);
    if (options.horizontalScroll)
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}px`).toBeLessThanOrEqual(width);
  }
}
