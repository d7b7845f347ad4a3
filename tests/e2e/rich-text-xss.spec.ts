/**
 * The XSS fixture (content/news.json `rendering-code-samples`: scripts, event
 * handlers, javascript:/data: URLs, srcdoc, meta refresh, base, forms,
 * objects, style expressions, SVG handlers) opened in a real browser, in
 * both languages: nothing runs, nothing navigates, nothing reaches the
 * attacker's host, and the policy has nothing left to block.
 */
import { expect, test } from '@playwright/test';

for (const path of ['/news/posts/rendering-code-samples', '/en/news/posts/rendering-code-samples']) {
  test(`the rich-text payload set is inert on ${path}`, async ({ page }) => {
    const dialogs: string[] = [];
    const offSite: string[] = [];
    const violations: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    // No network here: the one allowed embed gets a stub; everything off the site is recorded.
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    );
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.hostname !== '127.0.0.1' && url.hostname !== 'www.youtube-nocookie.com') offSite.push(request.url());
    });

    await page.goto(path);
    const article = page.locator('.rich-text');
    await expect(article.locator('pre code.language-ts')).toBeVisible();
    await article.locator('p').first().hover(); // onmouseover payload
    await article.locator('td[colspan="2"]').click(); // onclick payload
    await page.waitForTimeout(1000);

    expect(new URL(page.url()).pathname).toBe(path);
    expect(dialogs).toEqual([]);
    expect(offSite).toEqual([]);
    expect(violations).toEqual([]);
    await expect(page.locator('base, meta[http-equiv]')).toHaveCount(0);
    await expect(article.locator('script, style, form, input, object, embed, svg, math, details, [style], [srcdoc]')).toHaveCount(0);
    // The one embed that stays is from a listed host, sandboxed and lazy, behind its placeholder until asked for.
    await expect(article.locator('iframe')).toHaveCount(0);
    await article.locator('.embed [data-embed-load]').click();
    const frames = article.locator('iframe');
    await expect(frames).toHaveCount(1);
    await expect(frames).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await expect(frames).toHaveAttribute('sandbox', /allow-scripts/);
    await expect(frames).toHaveAttribute('loading', 'lazy');
    // The editor's formatting survives as classes the stylesheet knows.
    await expect(article.locator('p.rt-align-center')).toHaveCount(1);
    await expect(article.locator('span.rt-color-red')).toHaveCount(1);
    for (const rel of await article.locator('a[target="_blank"]').evaluateAll((links) => links.map((a) => a.getAttribute('rel'))))
      expect(rel).toBe('noopener noreferrer');
    for (const href of await article.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) {
      expect(href).toMatch(/^(https?:|mailto:|tel:|\/|#)/);
    }
  });
}
