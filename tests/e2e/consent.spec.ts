import { expect, test, type Page } from '@playwright/test';
import { clientManifest } from './app-manifest.ts';
import { expectNoViolationsAtEachWidth } from './axe.ts';
import { startApp } from './start-app.ts';

const ANALYTICS = 'https://plausible.io/';
const MAPS = 'https://www.openstreetmap.org/';

/** Intercepts the analytics and maps origins (no real network here) and records every request. */
async function thirdParties(page: Page) {
  const seen = { analytics: 0, maps: 0 };
  await page.route(`${ANALYTICS}**`, (route) => {
    seen.analytics += 1;
    return route.fulfill({ contentType: 'text/javascript', body: 'window.__analyticsLoaded = true;' });
  });
  await page.route(`${MAPS}**`, (route) => {
    seen.maps += 1;
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title><p>map</p>' });
  });
  return seen;
}

/** The pre-rendered banner (src/consent/banner.ts). */
const banner = (page: Page) => page.getByRole('region', { name: /^(クッキーの設定|Cookie settings)$/ });

test('nothing loads before consent; accepting loads analytics and the map; the choice persists; withdrawing stops them (ja)', async ({
  page,
  context,
}) => {
  const seen = await thirdParties(page);
  await page.goto('/about');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText('クッキーの利用について');
  await expect(page.locator('.office-map__placeholder')).toBeVisible();
  await page.waitForTimeout(300);
  expect(seen).toEqual({ analytics: 0, maps: 0 });

  await banner(page).getByRole('button', { name: 'すべて許可する' }).click();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => seen.analytics).toBeGreaterThan(0);
  await expect(page.locator('.office-map iframe')).toBeVisible();
  // The map is a lazy iframe further down the page: it loads when the visitor scrolls to it.
  await page.locator('.office-map iframe').scrollIntoViewIfNeeded();
  await expect.poll(() => seen.maps).toBeGreaterThan(0);

  const cookie = (await context.cookies()).find((c) => c.name === 'cc_cookie');
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400;
  expect(days).toBeGreaterThan(181);
  expect(days).toBeLessThanOrEqual(182);

  // Another page and a reload: no banner, analytics still on.
  await page.goto('/news');
  await expect(page.locator('#site-analytics')).toHaveCount(1);
  await page.reload();
  await expect(page.locator('#site-analytics')).toHaveCount(1);
  await page.waitForTimeout(500);
  await expect(banner(page)).toBeHidden();

  // Withdraw from the footer link.
  await page.getByRole('button', { name: 'クッキー設定' }).click();
  const dialog = page.locator('#cc-main .pm');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '必要なもののみ' }).click();
  await expect(page.locator('#site-analytics')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('plausible_ignore'))).toBe('true');
  const before = { ...seen };
  await page.goto('/about');
  await expect(page.locator('.office-map__placeholder')).toBeVisible();
  await page.waitForTimeout(300);
  expect(seen).toEqual(before);
});

test('analytics is sent each page view without receipts, tokens or other query parameters, also after client navigation', async ({
  page,
}) => {
  await thirdParties(page);
  const views = () =>
    page.evaluate(() =>
      ((window as Window & { plausible?: { q?: unknown[][] } }).plausible?.q ?? []).map((args) => (args[1] as { u: string }).u),
    );
  await page.goto('/readiness-check/thanks?receipt=AbCdEf0123456789xyz&utm_source=newsletter#result');
  await banner(page).getByRole('button', { name: 'すべて許可する' }).click();
  await expect.poll(views).toEqual([expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/readiness-check\/thanks\?utm_source=newsletter$/)]);
  await page.locator('header').getByRole('link', { name: 'ニュース' }).first().click();
  await expect(page).toHaveURL(/\/news$/);
  await expect
    .poll(views)
    .toEqual([expect.stringContaining('/readiness-check/thanks?utm_source=newsletter'), expect.stringMatching(/\/news$/)]);
});

test('English banner; "Necessary only" loads nothing, and the map loads on click (en)', async ({ page }) => {
  const seen = await thirdParties(page);
  await page.goto('/en/about');
  await expect(banner(page)).toContainText('We use cookies');
  await banner(page).getByRole('button', { name: 'Necessary only' }).click();
  await page.reload();
  // The map's button works once the page is hydrated (a click before that did nothing on a loaded CI machine).
  await startApp(page);
  await page.waitForTimeout(300);
  expect(seen).toEqual({ analytics: 0, maps: 0 });
  await page.getByRole('button', { name: 'Show the map (allow map cookies)' }).click();
  await expect(page.locator('.office-map iframe')).toBeVisible();
  expect(seen.analytics).toBe(0);
  await expect.poll(() => seen.maps).toBeGreaterThan(0);
});

test('the banner is part of the page: nothing of the consent library loads until the visitor answers', async ({ page, context }) => {
  const library = [clientManifest()['src/consent/consent-ui.ts']?.file, '/consent/ja.json'];
  expect(library[0]).toBeTruthy();
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto('/news', { waitUntil: 'networkidle' });
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'プライバシーポリシー' })).toHaveAttribute('href', '/privacy_policy');
  const loaded = () => requested.filter((path) => library.some((file) => path.endsWith(`${file}`)));
  expect(loaded()).toEqual([]);

  await banner(page).getByRole('button', { name: '必要なもののみ' }).click();
  await expect(banner(page)).toBeHidden();
  expect(loaded()).toHaveLength(2);
  const cookie = (await context.cookies()).find((c) => c.name === 'cc_cookie');
  expect(JSON.parse(decodeURIComponent(cookie?.value ?? '{}')).categories).toEqual(['necessary']);
});

test('an expired decision brings the banner back', async ({ page, context, baseURL }) => {
  const expired = { categories: ['necessary', 'analytics'], expirationTime: Date.now() - 1000, consentId: 'x', revision: 0 };
  await context.addCookies([{ name: 'cc_cookie', value: encodeURIComponent(JSON.stringify(expired)), url: baseURL ?? '' }]);
  const seen = await thirdParties(page);
  await page.goto('/en/news', { waitUntil: 'networkidle' });
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText('We use cookies');
  expect(seen.analytics).toBe(0);
});

test('on a phone the banner never covers the page’s main action', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await thirdParties(page);
  await page.goto('/contact');
  await expect(banner(page)).toBeVisible();
  const bannerBox = await banner(page).boundingBox();
  expect(bannerBox?.y).toBeGreaterThan(667 / 2); // at most half the screen
  // The page reserves room for the banner: the submit button can be scrolled above it and pressed.
  const submit = page.getByRole('button', { name: '送信する' });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await submit.evaluate((el, top) => {
    const box = el.getBoundingClientRect();
    window.scrollBy(0, box.top - (top - box.height) / 2);
  }, bannerBox?.y ?? 0);
  const hit = await submit.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === el;
  });
  expect(hit).toBe(true);
});

/** Chrome trace events: a Layout with a JavaScript stack is a forced (synchronous) reflow. */
interface TraceEvent {
  name: string;
  args?: { beginData?: { stackTrace?: { url: string; functionName: string }[] } };
}

test('the consent banner appears without forcing a synchronous layout (no forced reflow)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await thirdParties(page);
  // The same trace categories Lighthouse's "forced reflow" diagnostic reads.
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline.stack',
    transferMode: 'ReportEvents',
  });
  await page.goto('/contact');
  await expect(banner(page)).toBeVisible();
  // At the bottom of the screen, with the page scrolled to its top.
  const box = await banner(page).boundingBox();
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(667);
  await cdp.send('Tracing.end');
  await complete;
  const forced = events
    .filter((e) => e.name === 'Layout' && e.args?.beginData?.stackTrace?.length)
    .map((e) => e.args?.beginData?.stackTrace ?? [])
    .filter((stack) => stack.some((frame) => new URL(frame.url, 'http://x').pathname.startsWith('/assets/')));
  expect(forced.map((stack) => stack.map((f) => f.functionName).join(' < '))).toEqual([]);
});

/** What a tap at the middle of the banner would reach: the banner, or the open modal above it. */
const topAtBanner = (page: Page) =>
  banner(page).evaluate((cm) => {
    const box = cm.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top?.closest('dialog[open]') ? 'modal' : top?.closest('#consent-bar') ? 'banner' : `other: ${top?.tagName ?? 'nothing'}`;
  });

/** Where the keyboard is after each of `presses` Tabs: inside the open modal, on the banner, or elsewhere. */
async function tabStops(page: Page, presses: number): Promise<string[]> {
  const stops: string[] = [];
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    stops.push(
      await page.evaluate(() => {
        const active = document.activeElement;
        return active?.closest('dialog[open]') ? 'modal' : active?.closest('#consent-bar') ? 'banner' : `other: ${active?.tagName ?? ''}`;
      }),
    );
  }
  return stops;
}

for (const modal of [
  { name: 'the menu drawer (375 px)', width: 375, open: 'メニュー', dialog: 'サイトメニュー' },
  { name: 'the search dialog (1280 px)', width: 1280, open: 'サイト内検索', dialog: 'サイト内検索' },
]) {
  test(`the banner stays beneath ${modal.name}, which keeps the keyboard; once it closes, the banner works`, async ({ page }) => {
    await page.setViewportSize({ width: modal.width, height: 800 });
    await thirdParties(page);
    await page.goto('/services/qamuy');
    await startApp(page);
    await expect(banner(page)).toBeVisible();
    await expect.poll(() => topAtBanner(page)).toBe('banner'); // once it has slid in

    await page.getByRole('button', { name: modal.open }).first().click();
    await expect(page.getByRole('dialog', { name: modal.dialog })).toBeVisible();
    // The banner is still shown, under the modal's backdrop: a tap there reaches the modal, the keyboard never leaves it.
    await expect(banner(page)).toBeVisible();
    expect(await topAtBanner(page)).toBe('modal');
    expect(new Set(await tabStops(page, 30))).toEqual(new Set(['modal']));

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: modal.dialog })).toBeHidden();
    await expect.poll(() => topAtBanner(page)).toBe('banner');
    await banner(page).getByRole('button', { name: 'すべて許可する' }).click();
    await expect(banner(page)).toBeHidden();
  });
}

const EMBED_POST = '/news/posts/qcsf-2024-invited-talk';

/** Stubs the embeds' hosts (no network here) and counts what each is asked for. */
async function embedHosts(page: Page) {
  const seen = { video: 0, map: 0 };
  await page.route('https://www.youtube.com/**', (route) => {
    seen.video += 1;
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>player</p>' });
  });
  await page.route('https://www.google.com/maps/**', (route) => {
    seen.map += 1;
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title><p>map</p>' });
  });
  return seen;
}

test('embeds wait behind a placeholder until their category is allowed; one can be shown alone; allowing shows all, withdrawing takes them away', async ({
  page,
}) => {
  await thirdParties(page);
  const seen = await embedHosts(page);
  await page.goto(EMBED_POST);
  await startApp(page);
  const article = page.locator('.rich-text');
  const video = article.locator('.embed[data-embed="media"]');
  const map = article.locator('.embed[data-embed="maps"]');
  // Each placeholder names its service, says what showing it shares, and offers the embed, the settings and a link.
  await expect(video.locator('.embed__placeholder')).toContainText('YouTube');
  await expect(video.locator('.embed__placeholder')).toContainText('IPアドレスなどがYouTubeに送信');
  await expect(video.locator('.embed__placeholder')).toContainText('「動画・スライド」を許可すると');
  await expect(map.locator('.embed__placeholder')).toContainText('Google Maps');
  await expect(video.getByRole('link', { name: 'YouTubeで開く' })).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/embed\//);
  await expect(article.locator('iframe')).toHaveCount(0);
  await expectNoViolationsAtEachWidth(page, { include: '.rich-text' });
  expect(seen).toEqual({ video: 0, map: 0 });

  // "Show" loads that one embed for this page view, and the keyboard goes on from it; consent is unchanged.
  await video.getByRole('button', { name: 'YouTubeの埋め込みを表示する' }).click();
  await expect(video.locator('iframe')).toBeVisible();
  await expect(video.locator('iframe')).toBeFocused();
  await expect(video.locator('iframe')).toHaveAttribute('sandbox', /allow-scripts/);
  await expect.poll(() => seen.video).toBeGreaterThan(0);
  await expect(map.locator('iframe')).toHaveCount(0);
  await expect(banner(page)).toBeVisible();

  // The placeholder's settings button opens the preferences; allowing everything shows every embed without a reload.
  await map.getByRole('button', { name: 'クッキー設定を開く' }).click();
  const preferences = page.locator('#cc-main .pm');
  await expect(preferences).toBeVisible();
  await expect(preferences).toContainText('動画・スライド');
  await preferences.getByRole('button', { name: 'すべて許可する' }).click();
  await expect(map.locator('iframe')).toBeVisible();
  await expect(video.locator('iframe')).toHaveCount(1);
  await map.locator('iframe').scrollIntoViewIfNeeded();
  await expect.poll(() => seen.map).toBeGreaterThan(0);

  // Withdrawing (necessary only) takes both away, the one shown alone too; the placeholders come back.
  await page.getByRole('button', { name: 'クッキー設定', exact: true }).click();
  await expect(preferences).toBeVisible();
  await preferences.getByRole('button', { name: '必要なもののみ' }).click();
  await expect(article.locator('iframe')).toHaveCount(0);
  await expect(video.locator('.embed__placeholder')).toBeVisible();
  await expect(map.locator('.embed__placeholder')).toBeVisible();

  // Allowed before the page loads: the embeds are there at once, in English too.
  await page.goto(`/en${EMBED_POST}`);
  await expect(page.locator('.rich-text iframe')).toHaveCount(0);
  await startApp(page); // the settings button acts once hydrated
  await page.getByRole('button', { name: 'Cookie settings', exact: true }).click();
  await page.locator('#cc-main .pm').getByRole('button', { name: 'Accept all' }).click();
  await page.reload();
  await startApp(page);
  await expect(page.locator('.rich-text iframe')).toHaveCount(2);
  await expect(page.locator('.rich-text .embed__placeholder').first()).toBeHidden();
});
