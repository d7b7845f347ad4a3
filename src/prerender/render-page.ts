/**
 * What the Vike hook does with one URL in the dev server (`vike dev`): the
 * page's HTML, or 'not-found' so Vike answers with its 404 status. Builds do
 * not go through here: the build engine renders with render-output.ts.
 */
import { getBuildContext } from './build-context.ts';
import { renderUrl } from './render-url.tsx';
import type { ServerRouteOptions } from './server-routes.ts';

/** Paths that no route matches: rendering them gives the not-found page per language. */
export const NOT_FOUND_PROBE = { ja: '/__not-found__', en: '/en/__not-found__' } as const;

export async function renderPage(pathname: string, mode: { is404: boolean }, routeOptions?: ServerRouteOptions): Promise<string | 'not-found'> {
  const ctx = { ...getBuildContext(), routeOptions };
  if (mode.is404) return (await renderUrl(pathname.startsWith('/en') ? NOT_FOUND_PROBE.en : NOT_FOUND_PROBE.ja, ctx)).html;
  const outcome = await renderUrl(pathname, ctx);
  if (outcome.kind === 'error') return outcome.status === 404 ? 'not-found' : outcome.html;
  return outcome.html;
}
