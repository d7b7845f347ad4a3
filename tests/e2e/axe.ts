/**
 * axe-core with the WCAG 2.2 A/AA rule set and the rules axe tags as experimental (among them
 * label-content-name-mismatch, WCAG 2.5.3), after transitions settle (half-faded elements fail contrast checks).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

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
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'experimental']);
  if (scope.include) builder = builder.include(scope.include);
  if (scope.exclude) builder = builder.exclude(scope.exclude);
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
