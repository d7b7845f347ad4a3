/**
 * Every spec route in both languages, as served: status, language, title, the h1 and the head's locale
 * and theme colour, and the 404 answers. These are the pre-rendered documents, so they are read by
 * request and parsed (served-document.ts) rather than opened in a browser page; a browser follows the
 * 404 link and the redirects. Hydration is checked on every template in pages.spec.ts and navigation.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { notFoundPaths, urlTable } from './url-table.ts';
import { element, servedDocument } from './served-document.ts';

// The few checks that open a page follow plain links and redirects, with no script to take over.
test.use({ javaScriptEnabled: false });

test.describe('every spec route, pre-rendered', () => {
  for (const row of urlTable) {
    test(`${row.path} → ${row.status} ${row.lang}`, async ({ request }) => {
      const doc = await servedDocument(request, row.path);
      expect(doc.status).toBe(row.status);
      expect(doc.attribute(doc.find(element('html')), 'lang')).toBe(row.lang);
      expect(doc.text(doc.find(element('title')))).toBe(row.title);
      expect(doc.text(doc.find(element('h1')))).toBe(row.h1);
      expect(doc.attribute(doc.find(element('meta', { property: 'og:locale' })), 'content')).toBe(row.lang === 'ja' ? 'ja_JP' : 'en_US');
      expect(doc.attribute(doc.find(element('meta', { name: 'theme-color' })), 'content')).toBe('#03A49E');
    });
  }
});

test.describe('404', () => {
  for (const path of notFoundPaths) {
    test(`${path} is not found`, async ({ request }) => {
      const doc = await servedDocument(request, path);
      expect(doc.status).toBe(404);
      expect(doc.text(doc.find(element('h1')))).toBe('This page could not be found');
      const back = doc.find((e) => e.name === 'a' && doc.text(e) === 'Back to the home page');
      expect(doc.attribute(back, 'href')).toBe(path.startsWith('/en') ? '/en' : '/');
      expect(doc.attribute(doc.find(element('html')), 'lang')).toBe(path.startsWith('/en') ? 'en' : 'ja');
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
