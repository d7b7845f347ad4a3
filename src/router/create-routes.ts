/**
 * Turns the route table into React Router route objects. The server and the
 * browser share this shape and differ only in their loaders: the server reads
 * the content snapshot, the browser fetches the pre-rendered payload.
 */
import { data, type ActionFunction, type LoaderFunction, type RouteObject } from 'react-router';
import { locales, localizePath, type Locale } from '../i18n/locales.ts';
import { routerId, type RouteDef } from '../routes.ts';
import { pageModules } from '../pages/page-modules.ts';
import { RootLayout } from '../app/root-layout.tsx';
import { RootErrorBoundary } from '../app/root-error-boundary.tsx';
import type { RouteHandle } from './route-handle.ts';

export type LoaderFactory = (def: RouteDef, locale: Locale) => LoaderFunction;
/** Browser only: the action of a route that shows a form. */
export type ActionFactory = (def: RouteDef, locale: Locale) => ActionFunction | undefined;

export const ROOT_ROUTE_ID = 'root';

export interface RouteFactories {
  loaderFor: LoaderFactory;
  actionFor?: ActionFactory;
  /** Wraps the import of a page chunk (the browser guards it against failed chunk loads). */
  importPage?: <T>(load: () => Promise<T>) => Promise<T>;
}

export function createRoutes(
  table: readonly RouteDef[],
  { loaderFor, actionFor, importPage = (load) => load() }: RouteFactories,
): RouteObject[] {
  const children: RouteObject[] = [];
  for (const def of table) {
    for (const locale of locales) {
      if (!def.locales.includes(locale)) continue;
      const handle: RouteHandle = {
        routeId: def.id,
        locale,
        scroll: def.scroll ?? 'top',
        scrollGroup: def.expansion.kind === 'listing' ? `${locale}:${def.expansion.section}` : undefined,
        form: def.form,
        readinessCta: def.readinessCta === true && locale === 'ja',
        officeMap: def.officeMap === true,
      };
      const load = pageModules[def.page];
      children.push({
        id: routerId(locale, def),
        path: localizePath(locale, def.path),
        loader: loaderFor(def, locale),
        action: actionFor?.(def, locale),
        lazy: async () => ({ Component: (await importPage(load)).default }),
        handle,
      });
    }
  }
  // Anything else is a 404, rendered by the root error boundary inside the site chrome.
  children.push({
    id: 'not-found',
    path: '*',
    Component: () => null, // Never shown: the loader always throws to the error boundary.
    loader: () => {
      throw data(null, { status: 404, statusText: 'Not Found' });
    },
  });
  return [{ id: ROOT_ROUTE_ID, Component: RootLayout, ErrorBoundary: RootErrorBoundary, children }];
}
