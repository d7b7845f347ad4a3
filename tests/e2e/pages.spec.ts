/**
 * The written and designed pages: accessibility (axe, WCAG 2.2 AA) on every
 * page template in both languages at 375 px and 1280 px, the language
 * switcher's target on every page, the mobile menu by keyboard, and the key
 * copy a visitor must find on each page.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolationsAtEachWidth, WIDTHS } from './axe.ts';
import { notFoundPaths, urlTable } from './url-table.ts';
import { keyCopy } from './key-copy.ts';
import { applyToQparc } from './qparc-application.ts';
import { startApp } from './start-app.ts';

const detail = (section: 'news' | 'case', lang: 'ja' | 'en') => {
  const row = urlTable.find((r) => r.lang === lang && new RegExp(`^(/en)?/${section}/posts/(?!draft)`).test(r.path));
  if (!row) throw new Error(`no ${section} detail row`);
  return row.path;
};

/** Each text, visible. Visible matches only: the closed drawer also names every service and section. */
async function expectKeyCopy(page: Page, texts: readonly string[]): Promise<void> {
  for (const text of texts) await expect(page.getByText(text, { exact: false }).filter({ visible: true }).first(), text).toBeVisible();
}

/** One URL per page template and language. */
const templates = [
  '/',
  '/en',
  '/about',
  '/en/about',
  '/about/team',
  '/en/about/team',
  '/services',
  '/en/services',
  '/services/qamuy',
  '/en/services/qamuy',
  '/privacy_policy',
  '/en/privacy_policy',
  '/careers',
  '/en/careers',
  '/news',
  '/en/news',
  '/publications/category/paper',
  '/en/publications',
  detail('news', 'ja'),
  detail('news', 'en'),
  detail('case', 'ja'),
  detail('case', 'en'),
  '/articles',
  '/articles/20251025',
  '/contact/thanks',
  '/en/contact/thanks',
  '/readiness-check/thanks',
  '/qparc/2025/apply',
  '/news/posts/draft',
  '/en/news/posts/draft',
  '/no/such/page',
  '/en/no/such/page',
];

test.describe(`axe at ${WIDTHS.join(' and ')}px`, () => {
  test.use({ viewport: { width: WIDTHS[0], height: 900 } });
  for (const path of templates) {
    const copy = keyCopy[path];
    test(`${path} has no WCAG 2.2 AA violations${copy ? ' and shows its key copy' : ''}`, async ({ page }) => {
      await page.goto(path);
      await startApp(page);
      // The consent banner has its own checks (a11y-runtime.spec.ts).
      await expectNoViolationsAtEachWidth(page, { exclude: '#consent-bar' }, { horizontalScroll: true });
      if (copy) await expectKeyCopy(page, copy);
    });
  }

  // The QPARC completion page has a URL only once someone has applied.
  test('a QPARC 2025 completion page has no WCAG 2.2 AA violations', async ({ page, request }) => {
    await page.goto(await applyToQparc(request, { name: '佐藤 恵', organisation: '汐見電力株式会社', sessions: ['hybrid-wg'] }));
    await startApp(page);
    await expect(page.locator('h1')).toHaveText('QPARC 2025 お申し込み完了');
    await expect(page.locator('.receipt')).toContainText('量子・古典ハイブリッド計算ワーキンググループ');
    await expectNoViolationsAtEachWidth(page, { exclude: '#consent-bar' }, { horizontalScroll: true });
  });
});

test.describe('every page', () => {
  const pages = urlTable.filter((r) => r.status === 200);

  test('has one h1, landmarks, a skip link, and images with size and alt', async ({ request }) => {
    for (const row of pages) {
      const html = await (await request.get(row.path)).text();
      expect(html.match(/<h1[\s>]/g), row.path).toHaveLength(1);
      expect(html, row.path).toMatch(/<a class="skip-link" href="#main">/);
      for (const landmark of ['<header class="site-header"', '<main id="main"', '<footer class="site-footer"'])
        expect(html, row.path).toContain(landmark);
      for (const img of html.match(/<img [^>]*>/g) ?? []) {
        expect(img, `${row.path}: ${img}`).toMatch(/ width="\d+"/);
        expect(img, `${row.path}: ${img}`).toMatch(/ height="\d+"/);
        expect(img, `${row.path}: ${img}`).toMatch(/ alt="/);
      }
    }
  });

  test('the language switcher leads to the counterpart page, or says there is none and offers the nearest page', async ({ request }) => {
    const exists = new Map<string, boolean>();
    const pageExists = async (path: string) => {
      if (!exists.has(path)) exists.set(path, (await request.get(path, { maxRedirects: 0 })).status() === 200);
      return exists.get(path);
    };
    for (const row of pages) {
      const html = await (await request.get(row.path)).text();
      const counterpart = row.lang === 'ja' ? (row.path === '/' ? '/en' : `/en${row.path}`) : row.path.replace(/^\/en/, '') || '/';
      const link = html.match(/<a [^>]*class="lang-switch"[^>]*>/)?.[0].match(/ href="([^"]*)"/)?.[1];
      if (await pageExists(counterpart)) {
        expect(link, row.path).toBe(counterpart);
        continue;
      }
      // No counterpart: no silent jump to the other home, but a note that says so, in the other language.
      expect(link, row.path).toBeUndefined();
      const note = html.match(/<details class="lang-switch lang-switch--none">[\s\S]*?<\/details>/)?.[0] ?? '';
      expect(note, row.path).toContain(
        row.lang === 'ja' ? 'This page is available in Japanese only.' : 'このページには日本語版がありません。',
      );
      // The nearest page: the closest page above this one that exists in the other language, else its home.
      let nearest = row.lang === 'ja' ? '/en' : '/';
      for (let up = counterpart.replace(/\/[^/]*$/, ''); up && up !== '/en'; up = up.replace(/\/[^/]*$/, '')) {
        if (await pageExists(up)) {
          nearest = up;
          break;
        }
      }
      expect(note.match(/ href="([^"]*)"/)?.[1], row.path).toBe(nearest);
    }
  });

  test('on a page with no counterpart the switch opens its note, and the note leads on', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/services/miqan');
    await startApp(page);
    const headerSwitch = page.locator('.site-header__inner > .lang-switch');
    const link = headerSwitch.getByRole('link', { name: 'Go to Services in English' });
    await expect(link).toBeHidden();
    await headerSwitch.getByText('English', { exact: true }).click();
    await expect(headerSwitch.getByText('This page is available in Japanese only.')).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/en\/services$/);
    // The note closed with the navigation, and the switch is a link again.
    await expect(headerSwitch).toHaveAttribute('href', '/services');
  });

  // The templates' key copy is checked with their axe pass above, on the same page load.
  for (const [path, texts] of Object.entries(keyCopy).filter(([path]) => !templates.includes(path))) {
    test(`${path} shows its key copy`, async ({ page }) => {
      await page.goto(path);
      await expectKeyCopy(page, texts);
    });
  }

  test('404 pages keep the site chrome', async ({ page }) => {
    await page.goto(notFoundPaths[0] ?? '/no/such/page');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

test.describe('mobile menu (≤ 968 px)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('opens, traps focus, closes with Escape and navigates, all by keyboard', async ({ page }) => {
    await page.goto('/services/qamuy');
    await startApp(page);
    const button = page.getByRole('button', { name: 'メニュー' });
    await expect(page.getByRole('navigation', { name: 'メインナビゲーション' })).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'サイトメニュー' });
    await expect(dialog).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // The section we are in is marked in the drawer.
    await expect(dialog.getByRole('link', { name: 'サービス' })).toHaveAttribute('aria-current', 'true');

    // Focus stays inside the drawer, in both directions.
    const focusInside = () => page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));
    const stops = await dialog.locator('a[href], button').count();
    for (let i = 0; i < stops + 2; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInside()).toBe(true);
    }
    for (let i = 0; i < stops + 2; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInside()).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('link', { name: '採用情報' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('採用情報');
    await expect(dialog).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // Keyboard and screen-reader users start on the new page's content, not back on the menu button.
    await expect(page.locator('#main')).toBeFocused();
  });

  test('the closed drawer, laid out ahead of the first tap, cannot be seen, clicked, focused or found', async ({ page }) => {
    await page.goto('/services/qamuy');
    await startApp(page);
    const drawer = page.locator('dialog#site-menu');
    await expect(drawer).toHaveAttribute('data-primed', '');
    expect(await drawer.evaluate((d) => getComputedStyle(d).display)).toBe('block'); // styled and laid out
    await expect(drawer).toBeHidden();
    // Nothing of it in the accessibility tree (role queries leave hidden elements out).
    expect(await drawer.locator('a').count()).toBeGreaterThan(10);
    await expect(drawer.getByRole('link')).toHaveCount(0);
    // A tap where the drawer would be reaches the page beneath it.
    const box = await drawer.boundingBox();
    expect(box?.width).toBeGreaterThan(0);
    const x = (box?.x ?? 0) + (box?.width ?? 0) / 2;
    expect(await page.evaluate((at) => Boolean(document.elementFromPoint(at, 400)?.closest('dialog')), x)).toBe(false);
    // Tabbing through the whole page never lands in it.
    for (let i = 0; i < 60; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(false);
    }
    // Opening it still works, and it closes back to hidden.
    await page.getByRole('button', { name: 'メニュー' }).click();
    await expect(page.getByRole('dialog', { name: 'サイトメニュー' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  test('the drawer has the language switcher; the close button closes it', async ({ page }) => {
    await page.goto('/en/services/qamuy');
    await startApp(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Site menu' });
    // The visible text starts the accessible name (WCAG 2.5.3).
    await expect(dialog.getByRole('link', { name: '日本語 (Japanese version of this page)' })).toHaveAttribute('href', '/services/qamuy');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('wide screens', () => {
  test.use({ viewport: { width: 969, height: 800 } });

  test('show the navigation and no menu button just above the breakpoint', async ({ page }) => {
    await page.goto('/en');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const name of ['Services', 'Technology', 'Case studies', 'News', 'Publications', 'About', 'Careers', 'Contact']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
  });
});
