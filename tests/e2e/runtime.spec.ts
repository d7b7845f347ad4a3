import { expect, test, type Page } from '@playwright/test';
import { clientManifest, clientManifestPath } from './app-manifest.ts';
import { startApp } from './start-app.ts';

/** Records whether the progress bar was ever shown on this page. */
const watchProgress = (page: Page) =>
  page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.getElementById('nprogress')) (window as unknown as { barShown: boolean }).barShown = true;
    }).observe(document, { childList: true, subtree: true });
  });
const barShown = (page: Page) => page.evaluate(() => (window as unknown as { barShown?: boolean }).barShown === true);

const nav = (page: Page) => page.getByRole('navigation', { name: 'メインナビゲーション' });

/** The built chunk of a page component, from Vite's manifest. */
function chunkOf(source: string): string {
  const manifest = clientManifest();
  const file = manifest[source]?.file;
  if (!file) throw new Error(`${source} is not in ${clientManifestPath()}`);
  return file;
}

/** Data saver on: no prefetching, so a navigation's payload is fetched (and delayed) at click time. */
const noPrefetch = (page: Page) =>
  page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }));

test.describe('progress bar', () => {
  test.beforeEach(({ page }) => noPrefetch(page));
  test('does not appear on a fast navigation', async ({ page }) => {
    await watchProgress(page);
    await page.goto('/about');
    await startApp(page);
    // "Fast" means finished before the 200 ms start delay on the page's own clock. A loaded CI machine can take
    // longer than that in real time to fetch a cold chunk and payload (the bar then rightly shows), so the page's
    // timers are paused while the navigation runs and only advanced once it has finished. (An installed clock
    // runs in real time until it is paused.)
    await page.clock.install();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await nav(page).getByRole('link', { name: '採用情報' }).click();
    await expect(page.locator('h1')).toHaveText('採用情報');
    await page.clock.runFor(1000);
    expect(await barShown(page)).toBe(false);
  });

  test('appears on a slow navigation and goes away after it', async ({ page }) => {
    await page.goto('/about');
    await startApp(page);
    await page.route('**/_data/careers.json', async (route) => {
      await new Promise((r) => setTimeout(r, 1200));
      await route.continue();
    });
    await nav(page).getByRole('link', { name: '採用情報' }).click();
    await expect(page.locator('#nprogress .bar')).toBeVisible();
    await expect(page.locator('h1')).toHaveText('採用情報');
    await expect(page.locator('#nprogress')).toHaveCount(0, { timeout: 3000 });
  });

  test('ends in the failed state when the payload answers 500', async ({ page }) => {
    await page.goto('/about');
    await startApp(page);
    await page.route('**/_data/careers.json', async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.fulfill({ status: 500, body: 'boom' });
    });
    await nav(page).getByRole('link', { name: '採用情報' }).click();
    await expect(page.locator('html')).toHaveClass(/nprogress-failed/);
    await expect(page.locator('.error-page__status')).toContainText('500');
  });
});

test.describe('prefetch', () => {
  const prefetchRequests = (page: Page) => {
    const urls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/_data/') && !r.url().endsWith('manifest.json')) urls.push(r.url());
    });
    return urls;
  };

  test('hovering a link prefetches its payload', async ({ page }) => {
    await page.goto('/about');
    await startApp(page);
    const urls = prefetchRequests(page);
    await nav(page).getByRole('link', { name: '技術' }).hover();
    await expect.poll(() => urls.some((u) => u.endsWith('/_data/technology.json'))).toBe(true);
  });

  for (const [name, connection] of [
    ['2g', { effectiveType: '2g' }],
    ['data saver', { effectiveType: '4g', saveData: true }],
  ] as const) {
    test(`nothing is prefetched on ${name}`, async ({ page }) => {
      await page.addInitScript((c) => Object.defineProperty(navigator, 'connection', { value: c, configurable: true }), connection);
      await page.goto('/news');
      await startApp(page);
      const urls = prefetchRequests(page);
      await nav(page).getByRole('link', { name: '技術' }).hover();
      await page.locator('main a').first().focus();
      await page.mouse.wheel(0, 2000);
      await page.waitForTimeout(500);
      expect(urls).toEqual([]);
    });
  }

  test('nothing is prefetched offline, a navigation fails at once with a clear message, and a notice says so', async ({
    page,
    context,
  }) => {
    await page.goto('/news');
    await startApp(page);
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'インターネットに接続されていません' })).toBeVisible();
    // Record from the moment the page knows it is offline: a prefetch the page started while still online
    // (its links in view, at idle time) is no prefetch "offline", and used to race this recording.
    const urls = prefetchRequests(page);
    await nav(page).getByRole('link', { name: '技術' }).hover();
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(300);
    expect(urls).toEqual([]);
    await nav(page).getByRole('link', { name: '技術' }).click();
    await expect(page.locator('h1')).toContainText('オフラインのため', { timeout: 2000 });
    await context.setOffline(false);
    await expect(page.getByText('インターネットに接続されていません')).toHaveCount(0);
  });
});

test('a failed chunk reloads once, then shows the error page within 60 s', async ({ page }) => {
  await noPrefetch(page);
  const listing = chunkOf('src/pages/listing-page.tsx');
  const post = chunkOf('src/pages/post-page.tsx');
  let listingFailures = 0;
  await page.route(`**/${listing}`, (route) => (listingFailures++ === 0 ? route.abort() : route.continue()));
  await page.route(`**/${post}`, (route) => route.abort());
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(new URL(r.url()).pathname);
  });
  await page.goto('/about');
  await startApp(page);
  await nav(page).getByRole('link', { name: 'ニュース' }).click();
  // The chunk failed: the page is loaded afresh at the target URL, once.
  await expect(page).toHaveURL('/news');
  await expect(page.locator('h1')).toHaveText('ニュース');
  await startApp(page);
  expect(documents).toEqual(['/about', '/news']);
  // A second chunk failure within 60 s shows the error page instead of reloading again.
  await page.locator('main .card__title a').first().click();
  await expect(page.locator('h1')).toContainText('could not be loaded');
  expect(documents).toEqual(['/about', '/news']);
});
