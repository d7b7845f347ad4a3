import { expect, test } from '@playwright/test';
import { startApp } from './start-app.ts';

/** Every Content-Security-Policy violation on the page. */
const recordViolations = (page: import('@playwright/test').Page) =>
  page.addInitScript(() => {
    (window as unknown as { cspViolations: string[] }).cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { cspViolations: string[] }).cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
const violations = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

test('pages carry a strict Content-Security-Policy that the site itself never violates', async ({ page }) => {
  await recordViolations(page);
  await page.route('https://plausible.io/**', (r) => r.fulfill({ contentType: 'text/javascript', body: '' }));
  await page.route('https://www.openstreetmap.org/**', (r) => r.fulfill({ contentType: 'text/html', body: '<p>map</p>' }));
  const response = await page.goto('/about');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain('unsafe-inline');
  await startApp(page);
  // The inline experiment script ran (allowed by its hash).
  await expect(page.locator('html')).toHaveAttribute('data-exp-cta-v1', /readiness7q-[abc]/);
  await page.locator('#consent-bar').getByRole('button').first().click(); // accept all: analytics + map
  await expect(page.locator('.office-map iframe')).toBeVisible();
  await page.getByRole('navigation', { name: 'メインナビゲーション' }).getByRole('link', { name: 'お問い合わせ' }).click();
  await page.getByRole('button', { name: '送信する' }).click();
  await expect(page.locator('.error-summary')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
