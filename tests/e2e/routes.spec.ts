import { expect, test } from '@playwright/test';
import { notFoundPaths, urlTable } from './url-table.ts';

// The pre-rendered documents, statuses and plain links are what this file checks, so pages run no script: the file
// takes a fifth less time. Hydration is checked on every template in pages.spec.ts and navigation.spec.ts.
test.use({ javaScriptEnabled: false });

test.describe('every spec route, pre-rendered', () => {
  for (const row of urlTable) {
    test(`${row.path} → ${row.status} ${row.lang}`, async ({ page }) => {
      const response = await page.goto(row.path);
      expect(response?.status()).toBe(row.status);
      await expect(page.locator('html')).toHaveAttribute('lang', row.lang);
      await expect(page).toHaveTitle(row.title);
      await expect(page.locator('h1')).toHaveText(row.h1);
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', row.lang === 'ja' ? 'ja_JP' : 'en_US');
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#03A49E');
    });
  }
});

test.describe('404', () => {
  for (const path of notFoundPaths) {
    test(`${path} is not found`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('h1')).toHaveText('This page could not be found');
      await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', path.startsWith('/en') ? '/en' : '/');
      await expect(page.locator('html')).toHaveAttribute('lang', path.startsWith('/en') ? 'en' : 'ja');
    });
  }

  test('the 404 link goes home', async ({ page }) => {
    await page.goto('/en/no/such/page');
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL('/en');
    await expect(page.locator('h1')).toHaveText('Quantum computing, put to work in R&D.');
  });
});

test.describe('redirects', () => {
  test('the bare posts path goes to the listing', async ({ page }) => {
    const response = await page.goto('/news/posts');
    expect(response?.url()).toMatch(/\/news$/);
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/news\/posts$/);
    await expect(page.locator('h1')).toHaveText('ニュース');
  });

  test('page 1 of a listing is the listing itself', async ({ page }) => {
    await page.goto('/en/news/category/press/page/1');
    await expect(page).toHaveURL('/en/news/category/press');
  });
});
