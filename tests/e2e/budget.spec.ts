/**
 * Byte budgets of a first visit (issue 13), counted the way `npm run
 * bench:first-load` counts them (scripts/lib/first-visit.ts): everything
 * Chromium downloads from the production server with an empty cache until the
 * network is idle, as encoded bytes, plus the first-load JavaScript as gzip -9
 * of the scripts requested until the page has hydrated. Bytes, not timings: the same build gives
 * the same figures on any machine.
 */
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { firstLoadScripts, gzipSize, measureFirstVisit, type FirstVisit } from '../../scripts/lib/first-visit.ts';

const KB = 1024;

/** Limits in KB. Where a target is not met yet, the limit is today's figure rounded up, so the suite holds the line. */
const BUDGET = {
  /** The brand typeface on a Japanese first visit (issue 13: at most about 150 KB; 85 KB today). */
  fontsHome: 150,
  /** Everything a first visit downloads (targets: 300 KB on /, 250 KB on /en; 252 and 190 KB today). */
  totalHome: 300,
  totalHomeEn: 250,
  /**
   * First-load JavaScript, gzip: what a page runs to hydrate. TARGET 90 KB, not met (125.7 KB today, of which
   * React DOM with React and its scheduler are about 67 KB and React Router about 29 KB: 96 KB before any code of
   * ours). It no longer delays the first screen: it loads after the first paint (pages/+client.ts).
   */
  firstLoadJs: 126,
} as const;

const describe = (visit: FirstVisit) =>
  visit.transfers.map((t) => `${t.kind} ${t.status} ${(t.bytes / KB).toFixed(1)} KB ${new URL(t.url).pathname}`).join('\n');

async function firstLoadJsGzip(browser: Browser, request: APIRequestContext, url: string): Promise<number> {
  const context = await browser.newContext();
  const scripts = await firstLoadScripts(context, url).finally(() => context.close());
  let total = 0;
  for (const src of scripts) {
    const response = await request.get(src, { headers: { 'accept-encoding': 'identity' } });
    expect(response.ok(), src).toBe(true);
    total += gzipSize(await response.body());
  }
  return total;
}

test('a Japanese first visit to / stays within the font and total budgets', async ({ page, baseURL }) => {
  const visit = await measureFirstVisit(page, `${baseURL}/`);
  expect(visit.bytes.fonts, describe(visit)).toBeLessThanOrEqual(BUDGET.fontsHome * KB);
  expect(visit.total, describe(visit)).toBeLessThanOrEqual(BUDGET.totalHome * KB);
  // Nothing on the page is missing: a 404 would be counted as bytes and hide a broken page.
  expect(
    visit.transfers.filter((t) => t.status >= 400),
    describe(visit),
  ).toEqual([]);
});

test('an English first visit to /en stays within the total budget', async ({ page, baseURL }) => {
  const visit = await measureFirstVisit(page, `${baseURL}/en`);
  expect(visit.total, describe(visit)).toBeLessThanOrEqual(BUDGET.totalHomeEn * KB);
  expect(
    visit.transfers.filter((t) => t.status >= 400),
    describe(visit),
  ).toEqual([]);
});

test('first-load JavaScript stays within its budget on both home pages', async ({ browser, request, baseURL }) => {
  for (const path of ['/', '/en']) {
    const bytes = await firstLoadJsGzip(browser, request, `${baseURL}${path}`);
    expect(bytes, `${path}: ${(bytes / KB).toFixed(1)} KB gzip`).toBeLessThanOrEqual(BUDGET.firstLoadJs * KB);
  }
});
