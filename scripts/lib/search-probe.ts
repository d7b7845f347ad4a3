/**
 * Searches a running site the way a visitor does, in Chromium: a page loaded
 * once and kept open, then for each search the header's search button, the
 * query typed, the result links read once the count for that query is
 * announced, and the dialog closed. The dialog asks for the index's manifest
 * each time it opens and opens the new index after a publish
 * (src/search/pagefind.ts), so the page needs no reload to find an edit. For
 * benchmarks (bench-publish.ts).
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { ensureChromium } from './chromium.ts';

export interface SearchProbe {
  /** The paths of the results `query` finds from `path` (its language's index); the page is loaded when it is another. */
  search(path: string, query: string): Promise<string[]>;
  close(): Promise<void>;
}

export async function openSearchProbe(origin: string): Promise<SearchProbe> {
  const browser: Browser = await chromium.launch({ executablePath: await ensureChromium() });
  const context = await browser.newContext();
  const page: Page = await context.newPage();
  await page.goto(new URL('/', origin).href);
  await page.locator('#consent-bar button').first().click(); // the consent banner, once: it stays answered in this context
  return {
    async search(path, query) {
      const url = new URL(path, origin).href;
      if (page.url() !== url) {
        await page.goto(url);
        await page.keyboard.press('Shift'); // a first act starts the app (src/client/intent.ts)
        await page.locator('html[data-hydrated="true"]').waitFor();
      }
      await page
        .locator('header')
        .getByRole('button', { name: /サイト内検索|Search/ })
        .click();
      const dialog = page.locator('dialog.search-dialog');
      await dialog.getByRole('searchbox').fill(query);
      await dialog.getByRole('status').filter({ hasText: query }).waitFor();
      const found = await dialog.locator('.search-result a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      return found;
    },
    close: () => browser.close(),
  };
}
