/**
 * Phones (375 px): the drawer's logo and link groups, the folded footer, wide
 * tables that say they scroll, one page gutter for every container, and
 * product screens drawn for the phone.
 */
import { expect, test, type Page } from '@playwright/test';
import { startApp } from './start-app.ts';

/** The scroll hint is the table wrapper's ::before: what it shows and whether it is displayed. */
const hint = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const style = getComputedStyle(el, '::before');
      return { display: style.display, content: style.content };
    });

/** The product screen a page shows: the file the browser chose, its width on the page, its alt text and the smallest type it sets, in CSS px. */
async function productScreen(page: Page) {
  const img = page.locator('img.window__screen');
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.currentSrc)).toBeTruthy();
  return img.evaluate(async (el: HTMLImageElement) => {
    const svg = await (await fetch(el.currentSrc)).text();
    const canvas = Number(/viewBox="0 0 (\d+)/.exec(svg)?.[1]);
    const sizes = [...svg.matchAll(/<text\b[^>]*>/g)].map((m) => Number(/font-size="([\d.]+)"/.exec(m[0])?.[1] ?? 16));
    const width = el.getBoundingClientRect().width;
    return {
      file: el.currentSrc.slice(el.currentSrc.lastIndexOf('/') + 1),
      width,
      alt: el.alt,
      smallest: (Math.min(...sizes) * width) / canvas,
    };
  });
}

test.describe('375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the drawer opens with the logo, grouped links and the contact button', async ({ page }) => {
    await page.goto('/about/team');
    await startApp(page);
    await page.getByRole('button', { name: 'メニュー' }).click();
    const dialog = page.getByRole('dialog', { name: 'サイトメニュー' });
    await expect(dialog.getByRole('link', { name: 'アオナミ・クオンタム' })).toHaveAttribute('href', '/');
    await expect(dialog.getByRole('list', { name: 'サービス' }).getByRole('link')).toHaveText([
      'サービス一覧',
      'Qamuy',
      'QURI',
      'QURI Chemistry',
      'CRS',
      'PhysiLenz',
      'QS',
      'MIQAN',
      '共同研究',
    ]);
    await expect(dialog.getByRole('list', { name: '会社' }).getByRole('link', { name: '会社概要' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(dialog.getByRole('list', { name: '事例・研究・ニュース' }).getByRole('link')).toHaveCount(4);
    await expect(dialog.getByRole('link', { name: 'お問い合わせ' })).toBeInViewport();
  });

  test('the English drawer leaves out pages that exist only in Japanese', async ({ page }) => {
    await page.goto('/en');
    await startApp(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    const services = page.getByRole('dialog', { name: 'Site menu' }).getByRole('list', { name: 'Services' });
    await expect(services.getByRole('link')).toHaveText(['All services', 'Qamuy', 'QURI', 'QURI Chemistry', 'CRS', 'QS', 'Joint research']);
  });

  test('the footer folds its link groups, each opening in place', async ({ page }) => {
    await page.goto('/');
    await startApp(page);
    const footer = page.getByRole('contentinfo');
    // About 1,100 px of links in one column before; the groups now fold.
    expect((await footer.boundingBox())?.height).toBeLessThan(650);
    await expect(footer.getByRole('link', { name: '会社概要' })).toBeHidden();
    await footer.locator('summary', { hasText: '会社・情報' }).click();
    await expect(footer.getByRole('link', { name: '会社概要' })).toBeVisible();
    await expect(footer.getByRole('button', { name: 'クッキー設定' })).toBeVisible();
  });

  test('a wide table scrolls inside a focusable, named region that says so', async ({ page }) => {
    await page.goto('/services/miqan');
    await startApp(page);
    const region = page.getByRole('region', { name: '標準コースの構成' });
    await expect(region).toHaveAttribute('tabindex', '0');
    expect(await hint(page, '.table-wrap')).toEqual({ display: 'block', content: '"横にスクロールできます →" / ""' });
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    // The page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('product screens show their phone layout, no text under 11 px, with the same alt text', async ({ page }) => {
    for (const [path, name] of [
      ['/services/qamuy', 'qamuy-narrow.ja'],
      ['/en/services/quri', 'quri-narrow.en'],
      ['/en/services/qs', 'qs-narrow.en'],
      ['/services/miqan', 'miqan-narrow.ja'],
    ] as const) {
      await page.goto(path);
      const screen = await productScreen(page);
      expect(screen.file, path).toContain(`${name}.`);
      expect(screen.smallest, path).toBeGreaterThanOrEqual(11);
      expect(screen.alt.length, path).toBeGreaterThan(40);
    }
  });

  test('the form card keeps the same gutter as the rest of the page', async ({ page }) => {
    await page.goto('/contact');
    const card = await page.locator('.form-card').boundingBox();
    const heading = await page.locator('h1').boundingBox();
    expect(card?.x).toBe(heading?.x);
    expect(card?.x).toBe(16);
  });
});

test.describe('1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a table that fits shows no scroll hint; the footer shows every group open', async ({ page }) => {
    await page.goto('/services/miqan');
    await startApp(page);
    expect((await hint(page, '.table-wrap')).display).toBe('none');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: '会社概要' })).toBeVisible();
  });

  test('product screens show the whole desktop screen', async ({ page }) => {
    await page.goto('/en/services/qamuy');
    const screen = await productScreen(page);
    expect(screen.file).toMatch(/^qamuy\.en\./);
    expect(screen.width).toBeGreaterThan(900);
  });
});
