/**
 * The shared components as a visitor meets them: one closing call to action
 * per page, sitting on the footer; grids whose rows have no holes; the case
 * study's results, quote and closing CTA; the Qamuy trial within reach; and
 * the careers → application path through the contact form (no loop back).
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { storeNecessaryConsent } from '../../scripts/lib/stored-consent.ts';
import { startApp } from './start-app.ts';

// A returning visitor's stored consent: the banner covers nothing.
test.beforeEach(({ context, baseURL }) => storeNecessaryConsent(context, baseURL));

interface FixtureCase {
  id: string;
  kpis?: string;
  kpis_en?: string;
  quote?: string;
  quote_en?: string;
  quoteBy?: string;
  title_en?: string;
  body_en?: string;
  _status?: string;
}
const cases = (JSON.parse(readFileSync('content/cases.json', 'utf8')) as { contents: FixtureCase[] }).contents.filter(
  (c) => c._status !== 'draft',
);
const withResults = cases.find((c) => c.kpis && c.kpis_en && c.quote_en && c.body_en);
if (!withResults) throw new Error('no fixture case study with results and an English page');

test.describe('closing call to action', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const path of [
    '/',
    '/en',
    '/services',
    '/en/services',
    '/services/qamuy',
    '/en/services/qamuy',
    '/careers',
    `/case/posts/${withResults.id}`,
  ]) {
    test(`${path} ends with exactly one, right on the footer`, async ({ page }) => {
      await page.goto(path);
      await startApp(page);
      await expect(page.locator('aside.cta')).toHaveCount(1);
      // The page's older CTA styles are gone.
      await expect(page.locator('.cta-panel, .contact-band')).toHaveCount(0);
      const cta = await page.locator('aside.cta').boundingBox();
      const footer = await page.locator('.site-footer').boundingBox();
      expect(cta && footer && Math.abs(footer.y - (cta.y + cta.height))).toBeLessThan(1);
      // Every action in it is a button of the one system.
      for (const link of await page.locator('aside.cta a').all()) await expect(link).toHaveClass(/\bbutton\b/);
    });
  }

  test('on Japanese service pages it also offers the readiness check, in English pages never', async ({ page }) => {
    await page.goto('/services');
    await expect(page.locator('aside.cta a[href="/readiness-check"]')).toBeVisible();
    await expect(page.locator('aside.cta a[href="/contact"]')).toBeVisible();
    await page.goto('/en/services');
    await expect(page.locator('a[href="/readiness-check"]')).toHaveCount(0);
    await expect(page.locator('aside.cta a[href="/en/contact"]')).toBeVisible();
  });
});

test.describe('grids', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  /** Each row's cards, by their top edge: every row spans the grid's whole width. */
  async function rowsFill(page: Page, grid: string): Promise<void> {
    const lists = await page.locator(grid).all();
    expect(lists.length).toBeGreaterThan(0);
    for (const list of lists) {
      const box = await list.boundingBox();
      const items = await list
        .locator(':scope > *')
        .evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => ({ top: Math.round(r.top), right: r.right })));
      if (!box || items.length < 2) continue;
      const rows = new Map<number, number>();
      for (const item of items) rows.set(item.top, Math.max(rows.get(item.top) ?? 0, item.right));
      for (const [top, right] of rows) expect(Math.abs(box.x + box.width - right), `${grid}, row at ${top}px`).toBeLessThan(2);
    }
  }

  test('feature grids on /services, Qamuy and the English home leave no holes', async ({ page }) => {
    for (const path of ['/services', '/en/services', '/services/qamuy', '/en/services/qamuy', '/en', '/']) {
      await page.goto(path);
      await rowsFill(page, 'ul.feature-grid');
    }
  });

  test('a listing keeps one card size on every page', async ({ page }) => {
    await page.goto('/case');
    const widths = await page
      .locator('ul.card-grid > li')
      .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().width)));
    expect(new Set(widths).size).toBe(1);
  });
});

test.describe('case study', () => {
  const figures = (text: string | undefined) => (text ?? '').split('\n').map((l) => l.split(/[|｜]/).map((s) => s.trim()));

  test('leads with its headline results, quotes the customer and ends with a call to action (Japanese)', async ({ page }) => {
    await page.goto(`/case/posts/${withResults.id}`);
    await startApp(page);
    const band = page.getByRole('region', { name: '主な成果' });
    await expect(band).toBeVisible();
    const expected = figures(withResults.kpis);
    await expect(band.locator('dd')).toHaveText(expected.map(([value]) => value ?? ''));
    await expect(band.locator('dt')).toHaveText(expected.map(([, label]) => label ?? ''));
    // The results come before the story.
    const [bandTop, bodyTop] = await Promise.all([band.boundingBox(), page.locator('.rich-text').boundingBox()]);
    expect(bandTop && bodyTop && bandTop.y < bodyTop.y).toBe(true);
    await expect(page.locator('.pull-quote blockquote')).toHaveText(withResults.quote ?? '');
    await expect(page.locator('.pull-quote figcaption')).toContainText(withResults.quoteBy ?? '');
    await expect(page.getByRole('heading', { name: '関連する導入事例' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '関連記事' })).toHaveCount(0);
    await expect(page.locator('aside.cta a[href="/contact"]')).toBeVisible();
  });

  test('shows the English results and quote on the English page, never the Japanese ones', async ({ page }) => {
    await page.goto(`/en/case/posts/${withResults.id}`);
    await expect(page.getByRole('region', { name: 'Key results' }).locator('dd')).toHaveText(
      figures(withResults.kpis_en).map(([value]) => value ?? ''),
    );
    await expect(page.locator('.pull-quote blockquote')).toHaveText(withResults.quote_en ?? '');
    await expect(page.getByRole('heading', { name: 'More case studies' })).toBeVisible();
  });
});

test.describe('Qamuy trial', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('is offered on the first screen of a phone and in the plans, and opens the form with the type chosen', async ({ page }) => {
    await page.goto('/services/qamuy');
    await startApp(page);
    const early = page.locator('.page-hero a[href="/contact?type=trial"]');
    await expect(early).toBeInViewport();
    await expect(page.locator('#plans a[href="/contact?type=trial"]')).toHaveText('無料トライアルを申し込む');
    await early.click();
    await expect(page).toHaveURL(/\/contact\?type=trial$/);
    await expect(page.getByRole('radio', { name: 'Qamuy 無料トライアルのお申し込み' })).toBeChecked();
  });
});

test.describe('careers', () => {
  test('each position opens its details in the list and applies through the contact form, position named', async ({ page }) => {
    await page.goto('/careers');
    await startApp(page);
    const roles = page.locator('.position');
    await expect(roles).toHaveCount(6);
    const role = page.getByRole('region', { name: 'ソフトウェアエンジニア（QURI）' });
    // Closed, a position is its title with its team, place and terms.
    await expect(role.getByRole('heading', { name: '仕事内容' })).toBeHidden();
    await expect(role.locator('summary')).toContainText('量子ソフトウェア部門');
    await role.getByRole('heading', { name: 'ソフトウェアエンジニア（QURI）' }).click();
    for (const heading of ['仕事内容', '必須の経験・スキル', '歓迎する経験・スキル', '雇用条件'])
      await expect(role.getByRole('heading', { name: heading })).toBeVisible();
    await expect(role.getByText('想定年収')).toBeVisible();
    await role.getByRole('link', { name: /この職種に応募する/ }).click();
    await expect(page).toHaveURL(/\/contact\?type=recruit&position=quri-software-engineer$/);
    await startApp(page);
    await expect(page.getByRole('radio', { name: '採用へのご応募・ご質問' })).toBeChecked();
    await expect(page.getByLabel('お問い合わせ内容')).toHaveValue(/^【応募職種】ソフトウェアエンジニア（QURI）\n/);
  });

  test('a link to a position opens its details; on a phone the six roles fit in about two screens', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/en/careers');
    await startApp(page);
    const list = await page.locator('.positions').boundingBox();
    expect(list?.height).toBeLessThan(1000);
    await page.goto('/en/careers#position-product-designer');
    await startApp(page);
    const role = page.getByRole('region', { name: 'Product Designer' });
    await expect(role.getByRole('heading', { name: 'What you will do' })).toBeVisible();
    await expect(role.getByRole('link', { name: /^Apply for this role/ })).toHaveAttribute(
      'href',
      '/en/contact?type=recruit&position=product-designer',
    );
    await expect(
      page.getByRole('region', { name: 'Site Reliability Engineer' }).getByRole('heading', { name: 'What you will do' }),
    ).toBeHidden();
  });

  test('an application sent from there arrives as one, and the contact page never sends applicants back', async ({ page }) => {
    await page.goto('/contact?type=recruit&position=product-designer');
    await startApp(page);
    await expect(page.getByLabel('お問い合わせ内容')).toHaveValue(/^【応募職種】プロダクトデザイナー/);
    // The contact page explains the application type itself instead of pointing at the careers page.
    await expect(page.locator('main a[href="/careers"]')).toHaveCount(0);
    await expect(page.locator('main')).toContainText('採用へのご応募・ご質問');
    await page.getByLabel('会社名・団体名').fill('フリーランス');
    await page.getByLabel('お名前').fill('鈴木 花');
    await page.getByLabel('メールアドレス').fill('hana@example.jp');
    await page.getByLabel('お問い合わせ内容').press('End');
    await page.getByLabel('お問い合わせ内容').pressSequentially('業務ツールのUIデザインを6年担当しています。');
    await page.getByRole('checkbox', { name: 'プライバシーポリシーに同意します' }).check();
    await page.getByRole('button', { name: '送信する' }).click();
    await expect(page).toHaveURL(/\/contact\/thanks/);
  });

  test('English: the application type and a brochure request can be chosen by link', async ({ page }) => {
    await page.goto('/en/careers');
    await expect(page.locator('.position')).toHaveCount(6);
    await page.goto('/en/contact?type=brochure');
    await startApp(page);
    await expect(page.getByRole('radio', { name: 'Our company brochure' })).toBeChecked();
    await page.goto('/en/contact?type=recruit');
    await startApp(page);
    await expect(page.getByRole('radio', { name: 'Applying for a job' })).toBeChecked();
  });
});
