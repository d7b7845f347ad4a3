/**
 * Renders one URL from the site index: the HTML document, and the payload
 * the browser fetches for client navigation. One URL renders on its own, so
 * a publish can re-render just the URLs an edit touches.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider, type StaticHandler } from 'react-router';
import { localeOfPath } from '../i18n/locales.ts';
import { dictionaries } from '../i18n/dictionary.ts';
import type { PageData } from '../data/page-data.ts';
import type { AppData, Payload, SerializedError } from '../data/payload.ts';
import { describeError } from '../app/error-info.ts';
import type { RouteHandle } from '../router/route-handle.ts';
import { renderDocument } from './document.ts';
import { siteOrigin } from '../seo/site-url.ts';
import { pageNodes } from '../seo/page-nodes.ts';
import { modulePreloads, pageModuleFiles } from './preload.ts';
import { leaveBodiesOut } from '../data/body-in-document.ts';
import { routeById } from '../routes.ts';
import { createServerRoutes, type ServerRouteOptions } from './server-routes.ts';
import type { SiteIndex } from './site-index.ts';
import { escapeMarkup } from '../../lib/markup.ts';

export type RenderOutcome =
  | { kind: 'page'; status: 200; html: string; payload: Payload }
  | { kind: 'redirect'; status: number; location: string; html: string; payload: Payload }
  | { kind: 'error'; status: number; message: string; html: string };

const handlers = new WeakMap<SiteIndex, StaticHandler>();

function handlerFor(index: SiteIndex, options?: ServerRouteOptions): StaticHandler {
  if (options) return createStaticHandler(createServerRoutes(index, options));
  let handler = handlers.get(index);
  if (!handler) {
    handler = createStaticHandler(createServerRoutes(index));
    handlers.set(index, handler);
  }
  return handler;
}

function serializeErrors(errors: Record<string, unknown> | null): Record<string, SerializedError> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, e]) => [
      id,
      isRouteErrorResponse(e)
        ? { type: 'response', status: e.status, statusText: e.statusText, data: e.data as unknown }
        : { type: 'error', message: describeError(e).message },
    ]),
  );
}

/** A static page that forwards to `location` (for hosts without redirect rules). */
export function redirectHtml(location: string): string {
  const href = escapeMarkup(location);
  return `<!doctype html><html><head><meta charset="utf-8"><title>Redirecting…</title><meta name="robots" content="noindex"><link rel="canonical" href="${href}"><meta http-equiv="refresh" content="0; url=${href}"></head><body><p><a href="${href}">${href}</a></p></body></html>`;
}

export async function renderUrl(
  url: string,
  { index, buildId, routeOptions }: { index: SiteIndex; buildId: string; routeOptions?: ServerRouteOptions },
): Promise<RenderOutcome> {
  const handler = handlerFor(index, routeOptions);
  const context = await handler.query(new Request(new URL(url, 'http://prerender.local')));
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    if (location && context.status >= 300 && context.status < 400) {
      return { kind: 'redirect', status: context.status, location, html: redirectHtml(location), payload: { buildId, redirect: location } };
    }
    throw new Error(`Unexpected ${context.status} response while rendering ${url}`);
  }

  const router = createStaticRouter(handler.dataRoutes, context);
  const appHtml = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  const pathname = new URL(url, 'http://prerender.local').pathname;
  const leaf = context.matches.at(-1);
  const handle = leaf?.route.handle as RouteHandle | undefined;
  const embedded = leaveBodiesOut(context.loaderData);
  const appData: AppData = {
    buildId,
    loaderData: embedded.loaderData,
    errors: serializeErrors(context.errors),
    ...(embedded.ids.length > 0 && { bodyInDocument: embedded.ids }),
  };
  const pageData = leaf ? (context.loaderData[leaf.route.id] as PageData | undefined) : undefined;

  if (context.errors || !pageData || !handle) {
    const error: unknown = context.errors ? Object.values(context.errors)[0] : undefined;
    const { status, message } = describeError(error);
    const locale = localeOfPath(pathname);
    const title = status === 404 ? dictionaries[locale].error.notFoundTitle : message;
    const html = renderDocument({
      locale,
      path: pathname,
      isHome: false,
      error: true,
      appHtml,
      appData,
      preloads: modulePreloads(),
      meta: { title, description: title, robots: 'noindex', alternates: {} },
    });
    return { kind: 'error', status: status === 200 ? 500 : status, message, html };
  }

  const page = routeById.get(handle.routeId)?.page;
  const structuredData = page
    ? pageNodes({ routeId: handle.routeId, page, locale: handle.locale, path: pathname, pageData, origin: siteOrigin() })
    : [];
  const html = renderDocument({
    locale: handle.locale,
    meta: pageData.meta,
    isHome: handle.routeId === 'home',
    path: pathname,
    appHtml,
    appData,
    preloads: modulePreloads(),
    ...(page && { pageModules: pageModuleFiles(page) }),
    structuredData,
  });
  return { kind: 'page', status: 200, html, payload: { buildId, data: pageData } };
}
