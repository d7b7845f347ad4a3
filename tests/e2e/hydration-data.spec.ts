/**
 * A detail page's embedded hydration data leaves out the post body, which its
 * HTML already holds (src/data/body-in-document.ts): the page hydrates without
 * an error or a change to the body, and navigating away and back still shows
 * the right bodies.
 */
import { expect, test } from '@playwright/test';
import { startApp } from './start-app.ts';

const POST = '/news/posts/qamuy-4-release';

test('the post body is in the HTML once, hydrates unchanged and survives client navigation', async ({ page, request }) => {
  const html = await (await request.get(POST)).text();
  const embedded = JSON.parse(/<script type="application\/json" id="app-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}') as {
    loaderData: Record<string, { data?: Record<string, unknown> }>;
    bodyInDocument?: string[];
  };
  expect(embedded.bodyInDocument).toEqual(['ja:news.post']);
  expect(embedded.loaderData['ja:news.post']?.data).not.toHaveProperty('bodyHtml');
  expect(embedded.loaderData['ja:news.post']?.data).toHaveProperty('title');

  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(POST);
  const body = page.locator('[data-body]');
  const drawn = await body.evaluate((el) => el.innerHTML);
  expect(drawn.length).toBeGreaterThan(500);
  await startApp(page);
  expect(await body.evaluate((el) => el.innerHTML)).toBe(drawn);

  // To another post on the client (its body comes from its payload), then back (this one's, from its payload).
  const related = page
    .locator('main a[href^="/news/posts/"]')
    .filter({ hasNot: page.locator(`[href="${POST}"]`) })
    .first();
  const target = await related.getAttribute('href');
  await related.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(body).not.toHaveText(
    await page.evaluate((h) => new DOMParser().parseFromString(h, 'text/html').body.textContent ?? '', drawn),
  );
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${POST}$`));
  await expect.poll(() => body.evaluate((el) => el.innerHTML.replace(/\u200B/g, ''))).toBe(drawn);
  expect(errors).toEqual([]);
});
