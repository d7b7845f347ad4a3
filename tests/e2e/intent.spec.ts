/**
 * Hydration on intent (src/client/intent.ts, issue 28): a visitor who only reads runs none of the app; the first
 * act starts it, and what that act asked for still happens (a link as the first act: navigation.spec.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { storeNecessaryConsent } from '../../scripts/lib/stored-consent.ts';
import { clientManifest } from './app-manifest.ts';

test.beforeEach(({ context, baseURL }) => storeNecessaryConsent(context, baseURL));

/** Loads a page and lets it settle, recording the scripts and documents it requests from then on too. */
async function load(page: Page, path: string): Promise<{ scripts: string[]; documents: () => number }> {
  const scripts: string[] = [];
  let documents = 0;
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    if (r.resourceType() === 'document') documents += 1;
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const loaded = documents;
  return { scripts, documents: () => documents - loaded };
}

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

/** Holds the app's files back (a slow network) until the returned function is called. */
async function holdAppFiles(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/chunks/**', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a visitor who only reads loads and runs none of the app; the first act starts it', async ({ page }) => {
  const { scripts } = await load(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  const before = scripts.length;
  // The entry and what it imports: a few small files, not React.
  expect(before).toBeLessThanOrEqual(4);

  await page.keyboard.press('Shift');
  await hydrated(page);
  expect(scripts.length - before).toBeGreaterThan(5);
});

test("the first act fetches the page's own modules with the app, not after the app has run", async ({ page }) => {
  const manifest = clientManifest();
  const app = `/${manifest['src/client/entry.tsx']?.file}`;
  const homePage = `/${manifest['src/pages/home-page.tsx']?.file}`;
  await load(page, '/');
  // The document lists them; nothing of them loads before an act.
  const listed = (await page.locator('#root').getAttribute('data-page-modules'))?.split(' ') ?? [];
  expect(listed).toContain(homePage);
  // The app's file is held back: it cannot run, so whatever is requested meanwhile came from the entry's start.
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${app}`, async (route) => {
    await released;
    await route.continue();
  });
  await page.keyboard.press('Shift');
  await expect.poll(() => requested).toEqual(expect.arrayContaining(listed));
  release();
  await hydrated(page);
});

test('the menu opens at the first tap, and the app takes the open drawer over', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await load(page, '/services/qamuy');
  // The app's files are held back: the drawer must not wait for them.
  const release = await holdAppFiles(page);
  const button = page.getByRole('button', { name: 'メニュー' });
  await button.click();
  const drawer = page.getByRole('dialog', { name: 'サイトメニュー' });
  await expect(drawer).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  release();
  await hydrated(page);
  // Still open once hydrated, and the app's controls act on it.
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: /閉じる/ }).click();
  await expect(drawer).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'ニュース' }).click();
  await expect(page).toHaveURL('/news');
  await expect(drawer).toBeHidden();
});

for (const how of ['tap', 'shortcut'] as const) {
  test(`the search opens at the first ${how} without waiting for the app, keeps what is typed, and the app searches it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const { documents } = await load(page, '/news');
    const release = await holdAppFiles(page);
    const button = page.getByRole('button', { name: 'サイト内検索' });
    if (how === 'tap') await button.click();
    else await page.keyboard.press('/');
    const dialog = page.getByRole('dialog', { name: 'サイト内検索' });
    await expect(dialog).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const field = dialog.getByRole('searchbox', { name: '検索キーワード' });
    await expect(field).toBeFocused();
    await page.keyboard.type('量子化学');
    await page.keyboard.press('Enter'); // no results yet: nothing happens, the page does not reload
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');

    release();
    await expect(dialog.getByRole('status')).toContainText('「量子化学」の検索結果');
    await expect(dialog.locator('.search-result a').first()).toBeVisible();
    await expect(field).toHaveValue('量子化学');
    expect(documents()).toBe(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
}

test('when the app cannot load, a link clicked meanwhile is followed as a plain link', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { documents } = await load(page, '/');
  // A deploy removed the old app's files, or the network dropped them.
  await page.route('**/assets/chunks/**', (route) => route.abort());
  await page.getByRole('navigation', { name: 'メインナビゲーション' }).getByRole('link', { name: 'ニュース' }).click();
  await expect(page).toHaveURL('/news');
  await expect(page.locator('h1')).toHaveText('ニュース');
  expect(documents()).toBe(1);
});
