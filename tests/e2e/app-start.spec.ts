/**
 * What the app does when it starts on a first visit (issue 13), where work is a
 * long task on a phone:
 * - constructing the first `Intl` formatter loads the browser's locale and time
 *   zone data, so the pages write their dates without one
 *   (src/i18n/format-date.ts). This counts every use of the locale APIs from
 *   navigation until the page has hydrated, with where each came from;
 * - writing `<html lang>`, even the same value, restyles the whole document, so
 *   hydration leaves the head the server wrote as it is
 *   (src/app/document-head-sync.tsx).
 */
import { expect, test } from '@playwright/test';
import { startApp } from './start-app.ts';

declare global {
  interface Window {
    __localeApiCalls?: string[];
  }
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const calls: string[] = (window.__localeApiCalls = []);
    for (const name of [
      'DateTimeFormat',
      'NumberFormat',
      'Collator',
      'PluralRules',
      'RelativeTimeFormat',
      'ListFormat',
      'Segmenter',
      'DisplayNames',
    ] as const) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
      if (typeof Original !== 'function') continue;
      Object.defineProperty(Intl, name, {
        configurable: true,
        value: new Proxy(Original, {
          construct(target, args, newTarget) {
            calls.push(`Intl.${name} ${new Error().stack ?? ''}`);
            return Reflect.construct(target, args, newTarget) as object;
          },
          apply(target, self, args) {
            calls.push(`Intl.${name} ${new Error().stack ?? ''}`);
            return Reflect.apply(target as unknown as (...a: unknown[]) => unknown, self, args);
          },
        }),
      });
    }
    const methods: [object, string][] = [
      [Date.prototype, 'toLocaleDateString'],
      [Date.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleTimeString'],
      [Number.prototype, 'toLocaleString'],
      [String.prototype, 'localeCompare'],
    ];
    for (const [proto, method] of methods) {
      const original = (proto as Record<string, (...args: unknown[]) => unknown>)[method];
      Object.defineProperty(proto, method, {
        configurable: true,
        writable: true,
        value(this: unknown, ...args: unknown[]) {
          calls.push(`${method} ${new Error().stack ?? ''}`);
          return original?.apply(this, args);
        },
      });
    }
  });
});

const PAGES = [
  { path: '/news', date: /^\d{4}年\d{1,2}月\d{1,2}日$/ },
  { path: '/en/news', date: /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/ },
  { path: '/', date: /^\d{4}年\d{1,2}月\d{1,2}日$/ },
  { path: '/en/news/posts/qamuy-4-release', date: /^[A-Z][a-z]+ \d{1,2}, \d{4}$/ },
];

for (const { path, date } of PAGES) {
  test(`${path} shows its dates and hydrates without loading the browser's locale data`, async ({ page }) => {
    await page.goto(path);
    await startApp(page);
    const dates = await page.locator('main time').allTextContents();
    expect(dates.length).toBeGreaterThan(0);
    for (const text of dates) expect(text).toMatch(date);
    expect(await page.evaluate(() => window.__localeApiCalls)).toEqual([]);
  });
}

test('hydration leaves <html lang>, the title and the meta tags as the server wrote them', async ({ page }) => {
  await page.addInitScript(() => {
    const writes: string[] = ((window as unknown as { __headWrites: string[] }).__headWrites = []);
    const observer = new MutationObserver((records) => {
      for (const r of records) writes.push(`${r.type} ${(r.target as Element).nodeName ?? ''} ${r.attributeName ?? ''}`.trim());
    });
    document.addEventListener('DOMContentLoaded', () => {
      observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
      observer.observe(document.head, { subtree: true, childList: true, characterData: true, attributes: true });
    });
  });
  await page.goto('/news');
  await startApp(page);
  await page.waitForTimeout(500);
  const writes = await page.evaluate(() => (window as unknown as { __headWrites: string[] }).__headWrites);
  // Scripts and stylesheets the app adds to the head (module preloads, the consent banner's CSS) are fine.
  expect(writes.filter((w) => !/^childList HEAD$/.test(w))).toEqual([]);
  expect(await page.title()).toBe('ニュース | アオナミ・クオンタム');

  // A client navigation to the other language still updates them.
  await page
    .locator('header')
    .getByRole('link', { name: /^English/ })
    .click();
  await expect(page).toHaveURL(/\/en\/news$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('News | Aonami Quantum');
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_US');
});
