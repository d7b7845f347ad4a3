import { expect, test, type Page } from '@playwright/test';
import { clientManifest } from './app-manifest.ts';
import { startApp } from './start-app.ts';

/**
 * Prefetch timing (issue 13): nothing is prefetched while the first page is
 * still loading, intent (hover, focus) goes first once it has loaded, and at
 * most two prefetches are in flight.
 */

const nav = (page: Page) => page.getByRole('navigation', { name: 'メインナビゲーション' });

/** Page chunks a prefetch may load: every page component except the one the first page (a listing) shows. */
function prefetchableChunks(): string[] {
  const manifest = clientManifest();
  return Object.entries(manifest)
    .filter(([source]) => /^src\/pages\/[a-z-]+-page\.tsx$/.test(source) && source !== 'src/pages/listing-page.tsx')
    .map(([, { file }]) => `/${file}`);
}

const isPayload = (url: string | URL) => String(url).includes('/_data/') && !String(url).endsWith('/manifest.json');

/** Records every prefetch-like request (payloads, other pages' chunks) from navigation start. */
function recordPrefetches(page: Page): string[] {
  const chunks = prefetchableChunks();
  const urls: string[] = [];
  page.on('request', (r) => {
    const url = r.url();
    if (isPayload(url) || chunks.includes(new URL(url).pathname)) urls.push(url);
  });
  return urls;
}

/**
 * Holds the first page's load event until `release()`: an image that answers
 * only then (an image being fetched delays `load`; hydration does not wait for it).
 */
async function holdLoad(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/__hold-load.gif', async (route) => {
    await released;
    await route.fulfill({ contentType: 'image/gif', body: Buffer.from('R0lGODlhAQABAAAAACw=', 'base64') });
  });
  await page.addInitScript(() => {
    const img = new Image();
    img.src = '/__hold-load.gif';
    (window as unknown as { heldImage: HTMLImageElement }).heldImage = img;
  });
  return release;
}

test('no prefetch starts before the load event, even when the visitor scrolls, hovers and focuses links while the page loads', async ({
  page,
}) => {
  const release = await holdLoad(page);
  const urls = recordPrefetches(page);
  await page.goto('/news', { waitUntil: 'domcontentloaded' });
  await startApp(page);
  await page.mouse.wheel(0, 1500);
  await nav(page).getByRole('link', { name: '技術' }).hover();
  await page.locator('main a[href^="/news/posts/"]').first().focus();
  // Long enough for an idle callback, the hover delay and any viewport observer to have run.
  await page.waitForTimeout(1500);
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  expect(urls).toEqual([]);

  release();
  await page.waitForLoadState('load');
  // The intent shown during loading is served once the page has loaded.
  await expect.poll(() => urls.some((u) => u.endsWith('/_data/technology.json'))).toBe(true);
  // Resource Timing lists a request once its response has ended.
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/_data/technology.json'))))
    .toBe(true);
  // Every prefetch the browser timed began at or after the load event (Resource Timing, one clock).
  const timing = await page.evaluate(() => ({
    loadStart: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
    starts: performance.getEntriesByType('resource').map((e) => ({ name: e.name, startTime: e.startTime })),
  }));
  const prefetched = timing.starts.filter((e) => urls.includes(e.name));
  expect(prefetched.length).toBeGreaterThan(0);
  for (const entry of prefetched) expect(entry.startTime, entry.name).toBeGreaterThanOrEqual(timing.loadStart);
});

test('at most two prefetches are in flight, however many links ask at once', async ({ page }) => {
  await page.goto('/news');
  await startApp(page);
  let active = 0;
  let peak = 0;
  let total = 0;
  await page.route(isPayload, async (route) => {
    active += 1;
    total += 1;
    peak = Math.max(peak, active);
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
    active -= 1;
  });
  // Focus is intent: every link of the page asks for a prefetch within one task.
  await page.evaluate(() => document.querySelectorAll<HTMLAnchorElement>('main a[href^="/"]').forEach((a) => a.focus()));
  await expect.poll(() => total, { timeout: 10_000 }).toBeGreaterThanOrEqual(4);
  expect(peak).toBeLessThanOrEqual(2);
});

test('a hovered link goes ahead of visible links waiting for a free slot', async ({ page }) => {
  const started: string[] = [];
  const stalled: (() => void)[] = [];
  let flowing = false;
  await page.route(isPayload, async (route) => {
    started.push(new URL(route.request().url()).pathname);
    if (!flowing) await new Promise<void>((resolve) => stalled.push(resolve));
    await route.continue();
  });
  await page.goto('/news');
  await startApp(page);
  // The visible links of the page fill both slots at idle time, and more of them wait.
  await expect.poll(() => started.length).toBe(2);
  await nav(page).getByRole('link', { name: '技術' }).hover();
  await page.waitForTimeout(500);
  expect(started).toHaveLength(2);
  expect(started).not.toContain('/_data/technology.json');
  // A slot frees: the hovered link is next.
  stalled.shift()?.();
  await expect.poll(() => started.length).toBe(3);
  expect(started[2]).toBe('/_data/technology.json');
  // The next free slot goes to a visible link that was already waiting (no new idle batch starts while two are in flight).
  stalled.shift()?.();
  await expect.poll(() => started.length).toBe(4);
  expect(started[3]).not.toBe('/_data/technology.json');
  flowing = true;
  for (const resume of stalled.splice(0)) resume();
});
