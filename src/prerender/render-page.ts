/**
 * What the Vike hook does with one URL. While pre-rendering: write the
 * payload beside the HTML and fail the build, naming the URL, on any error.
 * In development: a 404 is handed back to Vike so it answers with status 404.
 */
import { payloadPath } from '../data/payload.ts';
import { getBuildContext } from './build-context.ts';
import { renderUrl } from './render-url.tsx';
import type { ServerRouteOptions } from './server-routes.ts';
import { writeClientFile } from './output.ts';

/** Paths that no route matches: rendering them gives the not-found page per language. */
const NOT_FOUND_PROBE = { ja: '/__not-found__', en: '/en/__not-found__' } as const;

export async function renderPage(
  pathname: string,
  mode: { is404: boolean; isPrerendering: boolean },
  routeOptions?: ServerRouteOptions,
): Promise<string | 'not-found'> {
  const ctx = { ...(await getBuildContext()), routeOptions };
  if (mode.is404) {
    const [ja, en] = await Promise.all([renderUrl(NOT_FOUND_PROBE.ja, ctx), renderUrl(NOT_FOUND_PROBE.en, ctx)]);
    // Vike writes this page as /404.html; the English one sits beside it for the server.
    if (mode.isPrerendering) await writeClientFile('en/404.html', en.html);
    return pathname.startsWith('/en') ? en.html : ja.html;
  }
  const outcome = await renderUrl(pathname, ctx);
  if (outcome.kind === 'error') {
    if (mode.isPrerendering) {
      throw new Error(`Pre-rendering ${pathname} failed with ${outcome.status}: ${outcome.message}`);
    }
    return outcome.status === 404 ? 'not-found' : outcome.html;
  }
  if (mode.isPrerendering) await writeClientFile(payloadPath(pathname), JSON.stringify(outcome.payload));
  return outcome.html;
}
