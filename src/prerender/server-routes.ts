/**
 * React Router routes for the server: loaders read the site index. Shared
 * by the build (prerender) and the dev server.
 */
import type { LoaderFunction } from 'react-router';
import { createRoutes } from '../router/create-routes.ts';
import { runMiddleware, middlewares as defaultMiddlewares, type Middleware, type MiddlewareContext } from '../router/middleware.ts';
import { routeTable, type RouteDef } from '../routes.ts';
import type { Locale } from '../i18n/locales.ts';
import type { SiteIndex } from './site-index.ts';
import { loadRouteData } from './route-data.ts';

export interface ServerRouteOptions {
  table?: readonly RouteDef[];
  middlewares?: Readonly<Record<string, Middleware>>;
}

export function createServerRoutes(index: SiteIndex, options: ServerRouteOptions = {}) {
  const registry = options.middlewares ?? defaultMiddlewares;
  const loaderFor =
    (def: RouteDef, locale: Locale): LoaderFunction =>
    async ({ params }) => {
      const ctx: MiddlewareContext = { locale, routeId: def.id, params, meta: {} };
      await runMiddleware(def.middleware ?? [], ctx, registry);
      const page = loadRouteData(def, locale, params, index);
      return { ...page, meta: { ...page.meta, ...ctx.meta } };
    };
  return createRoutes(options.table ?? routeTable, { loaderFor });
}
