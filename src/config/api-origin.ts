/**
 * Where the pages send their forms and ask for receipts. By default their own
 * origin, whose site server answers /api/. A build with API_ORIGIN (pages on a
 * CDN, the service elsewhere: docs/deploy.md) names that origin instead.
 *
 * The pre-render reads it from the build's environment (engine/render-pool.ts
 * passes it to the render workers) and writes it into every page as
 * `<meta name="api-origin">` (src/prerender/document.ts); the browser reads it
 * back from there. The app bundles are therefore the same for any API origin,
 * and a page and its hydration always agree on it.
 */
export const API_ORIGIN_META = 'api-origin';

/**
 * The build's API_ORIGIN as the pre-render reads it ('' when unset). Browser code has no `process`
 * (tsconfig.browser.json), and Vite's client build replaces `process.env` with `{}`.
 */
export const apiOriginFromEnv = (): string =>
  (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env.API_ORIGIN ?? '';

/** '' for the pages' own origin, else e.g. `https://forms.example.com`: in a page, as its head says; in the pre-render, as the build's environment. */
export function apiOrigin(): string {
  if (typeof document === 'undefined') return apiOriginFromEnv();
  return document.querySelector<HTMLMetaElement>(`meta[name="${API_ORIGIN_META}"]`)?.content ?? '';
}

/** An /api/ path at the service's origin (relative when the site server serves the pages too). */
export const apiUrl = (path: `/api/${string}`): string => `${apiOrigin()}${path}`;
