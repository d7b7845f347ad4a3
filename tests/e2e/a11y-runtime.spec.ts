/**
 * axe-core (WCAG 2.2 A/AA rules) on what the forms and runtime add: forms
 * with their error states, the consent banner and dialog, in both languages,
 * at 375 px and 1280 px (each state checked at both widths on one page load).
 */
import { expect, test } from '@playwright/test';
import { expectNoViolationsAtEachWidth, WIDTHS } from './axe.ts';
import { applyToQparc } from './qparc-application.ts';
import { startApp } from './start-app.ts';

test.use({ viewport: { width: WIDTHS[0], height: 900 } });

for (const path of ['/contact', '/en/contact', '/readiness-check', '/qparc/2025/apply']) {
  test(`${path}: the form and its error state`, async ({ page }) => {
    await page.goto(path);
    await startApp(page);
    await page.locator('#consent-bar button').first().click(); // accept, so the page itself is tested
    await expect(page.locator('#consent-bar')).toBeHidden();
    await expectNoViolationsAtEachWidth(page);
    await page.locator('form button[type="submit"]').click();
    await expect(page.locator('.error-summary')).toBeVisible();
    await expectNoViolationsAtEachWidth(page);
  });
}

test('/qparc/2025/apply/{token}: the completion page with the applicant’s receipt', async ({ page, request }) => {
  await page.goto(
    await applyToQparc(request, { name: '田中 一郎', organisation: '湊川工業大学', sessions: ['catalysis-wg', 'final-symposium'] }),
  );
  await startApp(page);
  await page.locator('#consent-bar button').first().click();
  await expect(page.locator('#consent-bar')).toBeHidden();
  await expect(page.locator('.receipt')).toContainText('湊川工業大学');
  await expectNoViolationsAtEachWidth(page);
});

for (const path of ['/', '/en']) {
  test(`${path}: the consent banner and the preferences dialog`, async ({ page }) => {
    await page.goto(path);
    await page.locator('#consent-bar').waitFor();
    await expectNoViolationsAtEachWidth(page, { include: '#consent-bar' });
    await page.locator('#consent-bar button').last().click(); // "choose what to allow"
    await page.locator('#cc-main .pm').waitFor();
    await expectNoViolationsAtEachWidth(page, { include: '#cc-main' });
  });
}
