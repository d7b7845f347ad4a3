/**
 * axe-core (WCAG 2.2 A/AA rules) on what the forms and runtime add: forms
 * with their error states, the consent banner and dialog, in both languages.
 */
import { expect, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { applyToQparc } from './qparc-application.ts';

for (const width of [375, 1280]) {
  test.describe(`${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of ['/contact', '/en/contact', '/readiness-check', '/qparc/2025/apply']) {
      test(`${path}: the form and its error state`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
        await page.locator('#cc-main .cm').waitFor();
        await page.locator('#cc-main .cm button').first().click(); // accept, so the page itself is tested
        await expect(page.locator('#cc-main .cm')).toBeHidden(); // past its closing transition
        expect(await axeViolations(page)).toEqual([]);
        await page.locator('form button[type="submit"]').click();
        await expect(page.locator('.error-summary')).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    test('/qparc/2025/apply/{token}: the completion page with the applicant’s receipt', async ({ page, request }) => {
      await page.goto(
        await applyToQparc(request, { name: '田中 一郎', organisation: '湊川工業大学', sessions: ['catalysis-wg', 'final-symposium'] }),
      );
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await page.locator('#cc-main .cm').waitFor();
      await page.locator('#cc-main .cm button').first().click();
      await expect(page.locator('#cc-main .cm')).toBeHidden();
      await expect(page.locator('.receipt')).toContainText('湊川工業大学');
      expect(await axeViolations(page)).toEqual([]);
    });

    for (const path of ['/', '/en']) {
      test(`${path}: the consent banner and the preferences dialog`, async ({ page }) => {
        await page.goto(path);
        await page.locator('#cc-main .cm').waitFor();
        expect(await axeViolations(page, { include: '#cc-main' })).toEqual([]);
        await page.locator('#cc-main .cm button').last().click(); // "choose what to allow"
        await page.locator('#cc-main .pm').waitFor();
        expect(await axeViolations(page, { include: '#cc-main' })).toEqual([]);
      });
    }
  });
}
