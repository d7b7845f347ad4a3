/**
 * Our illustrations are fingerprinted assets: hashed URLs a browser may keep
 * forever, so a repeat visit downloads none of them again.
 */
import { expect, test } from '@playwright/test';

for (const [path, selector, name] of [
  ['/', '.hero__art', 'home-hero'],
  ['/services/qamuy', '.page-hero__art', 'qamuy'],
  ['/en/about', '.page-hero__art', 'about'],
] as const) {
  test(`the illustration on ${path} has a hashed URL cached as immutable`, async ({ page, request }) => {
    await page.goto(path);
    const src = await page.locator(selector).first().getAttribute('src');
    expect(src).toMatch(new RegExp(`^/assets/static/${name}\\.[\\w-]{6,}\\.svg$`));
    const res = await request.get(src ?? '');
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers()['content-type']).toBe('image/svg+xml');
  });
}
