import { expect, test, type Page } from '@playwright/test';
import { storeNecessaryConsent } from '../../scripts/lib/stored-consent.ts';
import { startApp } from './start-app.ts';

/** Counts full page loads (document requests) from now on. */
function countDocumentLoads(page: Page): { readonly count: number } {
  const counter = { count: 0 };
  page.on('request', (r) => {
    if (r.resourceType() === 'document') counter.count += 1;
  });
  return counter;
}

test('React hydrates the pre-rendered page without errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`);
  });
  await page.goto('/news');
  await startApp(page);
  expect(errors).toEqual([]);
});

// Also when the click is the visitor's first act: the app starts then, and the click is held and made again
// through the router (src/client/intent.ts). Playwright's pointer moves onto the link first, as a mouse does.
// A link in the page's content is in a part React hydrates after the header (src/app/hydration-marks.ts): the
// click made again hydrates that part first and then navigates.
const navigations = [
  { started: true, from: 'header', title: '' },
  { started: false, from: 'header', title: ', also as the first act on the page' },
  { started: false, from: 'content', title: ", also from the page's content as the first act" },
] as const;
for (const { started, from, title } of navigations) {
  test(`client navigation fetches the payload and loads no new document${title}`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/', { waitUntil: 'networkidle' });
    if (started) await startApp(page);
    const documents = countDocumentLoads(page);
    const payload = page.waitForResponse((r) => r.url().endsWith('/_data/news.json'));
    const link =
      from === 'header'
        ? page.getByRole('navigation', { name: 'メインナビゲーション' }).getByRole('link', { name: 'ニュース' })
        : page.getByRole('main').getByRole('link', { name: 'ニュース一覧へ' });
    await link.click();
    expect((await payload).status()).toBe(200);
    await expect(page).toHaveURL('/news');
    await expect(page.locator('h1')).toHaveText('ニュース');
    await expect(page).toHaveTitle('ニュース | アオナミ・クオンタム');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(documents.count).toBe(0);
  });
}

test('no request ever goes to the CMS from the browser', async ({ page }) => {
  const external: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('http://127.0.0.1')) external.push(r.url());
  });
  await page.goto('/news');
  await startApp(page);
  await page.getByRole('link', { name: '2ページ目' }).first().click();
  await expect(page).toHaveURL('/news/page/2');
  expect(external).toEqual([]);
});

test('the back button returns to the previous page', async ({ page }) => {
  await page.goto('/about');
  await startApp(page);
  await page.getByRole('navigation', { name: 'メインナビゲーション' }).getByRole('link', { name: '採用情報' }).click();
  await expect(page.locator('h1')).toHaveText('採用情報');
  await page.goBack();
  await expect(page).toHaveURL('/about');
  await expect(page.locator('h1')).toHaveText('会社概要');
  await page.goForward();
  await expect(page.locator('h1')).toHaveText('採用情報');
});

test('a navigation scrolls to the top, and back restores the position', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/privacy_policy');
  await startApp(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForFunction(() => window.scrollY > 300);
  const before = await page.evaluate(() => window.scrollY);
  // A DOM click: Playwright's own click would first scroll the link out from under the consent banner.
  await page.getByRole('contentinfo').getByRole('link', { name: '会社概要' }).dispatchEvent('click');
  await expect(page.locator('h1')).toHaveText('会社概要');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page.locator('h1')).toHaveText('プライバシーポリシー');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
});

test('listing filters keep the scroll position; pagination shows the top of the results', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/news');
  await startApp(page);
  await page.evaluate(() => window.scrollTo(0, 120));
  await page.waitForFunction(() => window.scrollY === 120);
  await page.getByRole('navigation', { name: 'カテゴリー' }).getByRole('link', { name: 'プレスリリース' }).click();
  await expect(page).toHaveURL('/news/category/press');
  await expect(page.locator('h1')).toHaveText('ニュース：プレスリリース');
  expect(await page.evaluate(() => window.scrollY)).toBe(120);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('navigation', { name: 'ページ送り' }).getByRole('link', { name: '2ページ目' }).click();
  await expect(page).toHaveURL('/news/category/press/page/2');
  // The top of the results sits just below the sticky header.
  const gapBelowHeader = () =>
    page.evaluate(() => {
      const anchor = document.querySelector('[data-scroll-anchor]')?.getBoundingClientRect().top ?? -1;
      return Math.round(anchor - (document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0));
    });
  await expect.poll(gapBelowHeader).toBeGreaterThanOrEqual(0);
  expect(await gapBelowHeader()).toBeLessThanOrEqual(24);
});

test('a hash scrolls to its target, on load and on client navigation', async ({ page, context, baseURL }) => {
  // The last contents link sits at the bottom of the viewport, where the banner would appear.
  await storeNecessaryConsent(context, baseURL);
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/articles/20250601');
  await startApp(page);
  const toc = page.getByRole('navigation', { name: '目次' });
  const lastLink = toc.getByRole('link').last();
  const hash = (await lastLink.getAttribute('href'))?.split('#')[1] ?? '';
  expect(hash).not.toBe('');
  const documents = countDocumentLoads(page);
  await lastLink.click();
  await expect(page).toHaveURL(`/articles/20250601#${hash}`);
  await expect(page.locator(`[id="${hash}"]`)).toBeInViewport();
  expect(documents.count).toBe(0);
  // A fresh load with the hash lands on the section too, wherever the page before it was scrolled to.
  await page.goto('/about');
  await startApp(page);
  await page.evaluate(() => window.scrollTo(0, 400));
  await page.waitForFunction(() => window.scrollY === 400);
  await page.goto(`/articles/20250601#${hash}`);
  await expect(page.locator(`[id="${hash}"]`)).toBeInViewport();
});

test('"Route … is not pre-rendered" when a listed page has no payload', async ({ page }) => {
  await page.goto('/news');
  await startApp(page);
  await page.route('**/_data/news/page/2.json', (route) => route.fulfill({ status: 404, body: 'missing' }));
  await page.getByRole('link', { name: '2ページ目' }).first().click();
  await expect(page.locator('h1')).toHaveText('Route /news/page/2 is not pre-rendered');
});

test('the language switcher goes to the counterpart page', async ({ page }) => {
  await page.goto('/services/qamuy');
  await startApp(page);
  // The accessible name starts with the visible text (WCAG 2.5.3), then says where it goes.
  await page.getByRole('banner').getByRole('link', { name: 'English （このページの英語版）' }).click();
  await expect(page).toHaveURL('/en/services/qamuy');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('banner').getByRole('link', { name: '日本語 (Japanese version of this page)' }).click();
  await expect(page).toHaveURL('/services/qamuy');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  // A Japanese-only page says so, and offers the nearest English page: here the services overview.
  await page.goto('/services/miqan');
  await startApp(page);
  // The header's own switch (a disclosure; the closed drawer holds a second one, hidden).
  const languageSwitch = page.getByRole('banner').getByRole('group');
  await languageSwitch.getByText('English', { exact: true }).click();
  await expect(languageSwitch.getByText('This page is available in Japanese only.')).toBeVisible();
  await languageSwitch.getByRole('link', { name: 'Go to Services in English' }).click();
  await expect(page).toHaveURL('/en/services');
});

test('internal links inside CMS rich text navigate on the client', async ({ page }) => {
  await page.goto('/news/posts/qamuy-4-release');
  await startApp(page);
  const documents = countDocumentLoads(page);
  await page.locator('.rich-text').getByRole('link', { name: 'Qamuyのページ' }).click();
  await expect(page).toHaveURL('/services/qamuy');
  await expect(page.locator('h1')).toHaveText('Qamuy 量子化学計算クラウドソフトウェア');
  expect(documents.count).toBe(0);
});
