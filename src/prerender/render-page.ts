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

export type DevRender = { kind: 'page'; html: string } | { kind: 'not-found' };

export async function renderPage(pathname: string, mode: { is404: boolean }, routeOptions?: ServerRouteOptions): Promise<DevRender> {
  const ctx = { ...getBuildContext(), routeOptions };
  if (mode.is404)
    return { kind: 'page', html: (await renderUrl(pathname.startsWith('/en') ? NOT_FOUND_PROBE.en : NOT_FOUND_PROBE.ja, ctx)).html };
  const outcome = await renderUrl(pathname, ctx);
  if (outcome.kind === 'error' && outcome.status === 404) return { kind: 'not-found' };
  return { kind: 'page', html: outcome.html };
}
