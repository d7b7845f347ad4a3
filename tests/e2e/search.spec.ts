/**
 * Site search in Chromium against the production build: nothing of it loads
 * before the dialog opens; Japanese compound words and English queries find
 * their pages, with highlighted excerpts, in the page's language only; the
 * dialog works from the keyboard alone (`/`, typing, arrows, Enter, Escape);
 * axe finds no violations in the open dialog on a phone and a desktop.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolationsAtEachWidth, WIDTHS } from './axe.ts';
import { startApp } from './start-app.ts';

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await startApp(page);
  await page.locator('#consent-bar button').first().click(); // accept: the banner is not what is tested here
  await expect(page.locator('#consent-bar')).toBeHidden();
}

const dialog = (page: Page) => page.locator('dialog.search-dialog');
const resultLinks = (page: Page) => dialog(page).locator('.search-result a');

/** Types a query and waits until the announced count is for it; returns the result links' hrefs. */
async function search(page: Page, query: string): Promise<string[]> {
  await dialog(page).getByRole('searchbox').fill(query);
  await expect(dialog(page).getByRole('status')).toContainText(query);
  return resultLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

test('nothing of the search loads before it is opened; Japanese compound words find their pages', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await open(page, '/');
  await page.waitForLoadState('networkidle');
  expect(requested.filter((p) => p.startsWith('/pagefind/'))).toEqual([]);

  await page.getByRole('button', { name: 'サイト内検索' }).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('heading', { name: 'サイト内検索' })).toBeVisible();

  // 量子化学 is one word to a reader: the browser segments it 量子|化学, and so did the indexer.
  const chemistry = await search(page, '量子化学');
  expect(chemistry).toEqual(expect.arrayContaining(['/services/qurichemistry', '/services/qamuy']));
  await expect(dialog(page).getByRole('status')).toHaveText(/「量子化学」の検索結果：\d+件/);
  await expect(dialog(page).locator('.search-result__excerpt mark').first()).toHaveText(/量子|化学/);

  // 電池 inside compounds (蓄電池, 全固体電池, 電池材料) is found too.
  const battery = await search(page, '電池');
  expect(battery).toEqual(
    expect.arrayContaining(['/news/posts/toho-materials-joint-research', '/case/posts/hokuto-energy-cathode-feasibility-study']),
  );
  await expect(dialog(page).locator('.search-result__excerpt mark').first()).toHaveText('電池');
  // Pagefind cuts Japanese excerpts at any segment: none starts with punctuation (it put ". " after headings).
  const excerpts = await dialog(page).locator('.search-result__excerpt').allTextContents();
  expect(excerpts.length).toBeGreaterThan(0);
  for (const excerpt of [
    ...excerpts,
    ...(await search(page, '会社概要').then(() => dialog(page).locator('.search-result__excerpt').allTextContents())),
  ]) {
    expect(excerpt).not.toMatch(/^[\s.,、。]/);
    expect(excerpt).not.toMatch(/[^\x00-\x7F]\. /); // no ". " after Japanese text
  }

  for (const href of [...chemistry, ...battery]) expect(href).not.toMatch(/^\/en(\/|$)/);
  expect(requested.filter((p) => p.startsWith('/pagefind/')).length).toBeGreaterThan(0);

  expect(await search(page, 'zzqqxxnotaword')).toEqual([]);
  await expect(dialog(page).getByRole('status')).toHaveText('「zzqqxxnotaword」に一致するページは見つかりませんでした。');
});

test('English pages search the English index', async ({ page }) => {
  await open(page, '/en');
  await page.getByRole('button', { name: 'Search' }).click();
  const chemistry = await search(page, 'quantum chemistry');
  expect(chemistry).toEqual(expect.arrayContaining(['/en/services/qamuy']));
  await expect(dialog(page).getByRole('status')).toHaveText(/^\d+ results for “quantum chemistry”$/);
  const battery = await search(page, 'battery');
  expect(battery).toContain('/en/news/posts/toho-materials-joint-research');
  await expect(dialog(page).locator('.search-result__excerpt mark').first()).toHaveText(/battery/i);
  // PhysiLenz has a Japanese page only: the English index does not have it.
  const physilenz = await search(page, 'PhysiLenz');
  for (const href of [...chemistry, ...battery, ...physilenz]) expect(href).toMatch(/^\/en\//);
});

test('after a Japanese search, client navigation to English finds English words by their stem', async ({ page }) => {
  await open(page, '/');
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.getByRole('button', { name: 'サイト内検索' }).click();
  expect(await search(page, '量子化学')).not.toEqual([]);
  await page.keyboard.press('Escape');
  await page.locator('header a[hreflang="en"]').first().click();
  await expect(page).toHaveURL(/\/en$/);
  await page.getByRole('button', { name: 'Search' }).click();
  // "trading" is indexed as its stem: the English search needs English's WebAssembly (with the stemmer), not the
  // Japanese one the first search started (one Pagefind module per language, src/search/pagefind.ts).
  expect(await search(page, 'trading')).toContain('/en/case/posts/shinonome-financial-portfolio-optimization');
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});

test('a search already open keeps working when the index cannot be asked for again', async ({ page }) => {
  await open(page, '/');
  const button = page.getByRole('button', { name: 'サイト内検索' });
  await button.click();
  const before = await search(page, '量子化学');
  expect(before).not.toEqual([]);
  await page.keyboard.press('Escape');
  // Each opening asks whether the index changed (src/search/pagefind.ts): offline now, the search open stays.
  let asked = 0;
  await page.route('**/pagefind/search.json', (route) => (asked++, route.abort('internetdisconnected')));
  await button.click();
  expect(await search(page, '量子化学')).toEqual(before);
  expect(asked).toBe(1);
});

test('works from the keyboard alone', async ({ page }) => {
  await open(page, '/news');
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  const button = page.getByRole('button', { name: 'サイト内検索' });

  await page.keyboard.press('/');
  const input = dialog(page).getByRole('searchbox', { name: '検索キーワード' });
  await expect(input).toBeFocused();
  await page.keyboard.type('量子化学');
  await expect(dialog(page).getByRole('status')).toContainText('量子化学');
  await page.keyboard.press('ArrowDown');
  await expect(resultLinks(page).nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(resultLinks(page).nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(resultLinks(page).nth(0)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(input).toBeFocused();
  // Tab stays inside the dialog: around past the last focusable element, back to the first.
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog.search-dialog')))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(button).toBeFocused();
  // Escape in the filled search field closes at once too.
  await page.keyboard.press('Enter');
  await expect(input).toBeFocused();
  await page.keyboard.type('電池');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(button).toBeFocused();

  // Enter on a result navigates in the page (client-side) and closes the dialog.
  await page.keyboard.press('/');
  await expect(input).toBeFocused();
  await page.keyboard.type('量子化学');
  await expect(dialog(page).getByRole('status')).toContainText('量子化学');
  await page.keyboard.press('ArrowDown');
  const target = (await resultLinks(page).nth(0).getAttribute('href')) ?? '';
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(target);
  await expect(dialog(page)).toBeHidden();
  await expect(page.locator('h1')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);

  // In a text field `/` is a character, not the shortcut.
  await page.goto('/contact');
  await startApp(page);
  const field = page.locator('form input[type="text"], form input:not([type])').first();
  await field.focus();
  await page.keyboard.type('a/b');
  await expect(field).toHaveValue('a/b');
  await expect(dialog(page)).toBeHidden();
});

test(`axe: the open dialog with results and with none, at ${WIDTHS.join(' and ')}px`, async ({ page }) => {
  await page.setViewportSize({ width: WIDTHS[0], height: 900 });
  await open(page, '/');
  await page.getByRole('button', { name: 'サイト内検索' }).click();
  expect(await search(page, '量子化学')).not.toEqual([]);
  await expect(dialog(page).locator('.search-dialog__more')).toBeVisible();
  await expectNoViolationsAtEachWidth(page, { include: 'dialog.search-dialog' });
  expect(await search(page, 'zzqqxxnotaword')).toEqual([]);
  await expectNoViolationsAtEachWidth(page, { include: 'dialog.search-dialog' });
});
