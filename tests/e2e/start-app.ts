import { expect, type Page } from '@playwright/test';

/**
 * Starts the app as a visitor's first act on the page does (src/client/intent.ts: until then the page is its
 * pre-rendered HTML) and waits until React has hydrated it. A Shift key press is an act that moves nothing: no
 * focus, no scroll, no click. Pressed again while the page is not hydrated: an act before the page's entry
 * script has run (a test acting at `domcontentloaded`) is not seen, as a visitor's would not be.
 */
export async function startApp(page: Page): Promise<void> {
  const html = page.locator('html');
  await expect(async () => {
    await page.keyboard.press('Shift');
    await expect(html).toHaveAttribute('data-hydrated', 'true', { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}
