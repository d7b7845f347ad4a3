import type { BrowserContext } from '@playwright/test';

/**
 * Stores a "necessary only" consent (vanilla-cookieconsent's cc_cookie), as a returning visitor has it,
 * so the banner never appears. Tests that click near the bottom of the viewport need this: the banner
 * is inserted after hydration and can land between Playwright's hit check and its click. The first-load
 * JavaScript count (first-visit.ts) uses it so that the banner's code is not counted.
 */
export async function storeNecessaryConsent(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  const now = new Date().toISOString();
  const value = encodeURIComponent(
    JSON.stringify({
      categories: ['necessary'],
      revision: 0,
      data: null,
      consentTimestamp: now,
      consentId: 'e2e',
      services: { necessary: [], analytics: [], maps: [], media: [] },
      languageCode: 'ja',
      lastConsentTimestamp: now,
      expirationTime: Date.now() + 86_400_000,
    }),
  );
  await context.addCookies([{ name: 'cc_cookie', value, url: baseURL ?? '' }]);
}
