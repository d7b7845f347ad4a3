/**
 * The app, started by the browser entry (pages/+client.ts) when the visitor
 * first acts on the page (src/client/intent.ts): hydrates the pre-rendered
 * page with React Router's data router.
 * Loaders fetch payloads; the first page's lazy route modules are loaded
 * before hydrating so the first render matches the HTML. The chrome (header,
 * main landmark) hydrates in one short pass and `start()` resolves when it is
 * live; the page's content and the footer hydrate after it, in slices that
 * yield to input (src/app/hydration-marks.ts). Then the runtime starts:
 * progress bar, link prefetching, chunk-failure recovery. The consent banner
 * and analytics' first page view do not wait for it (intent.ts starts them).
 */
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
// The DOM's provider: it passes react-dom's flushSync to the router (react-router-dom re-exported it).
import { RouterProvider } from 'react-router/dom';
import { routeTable } from '../routes.ts';
import { createRoutes } from '../router/create-routes.ts';
import { createPayloadLoader } from './payload-loader.ts';
import { readAppData, toHydrationState } from './hydration.ts';
import { guardChunkImport, listenForPreloadErrors, setNavigationTarget } from './runtime/chunk-guard.ts';
import { attachNavigationProgress } from './runtime/navigation-progress.ts';
import { createLinkPrefetcher } from './runtime/link-prefetch.ts';
import { trackPageChanges } from '../consent/analytics.ts';
import type { StartedApp } from './intent.ts';
import { rememberScrollPositions } from '../app/scroll-manager.tsx';
import { chromeLive } from '../app/hydration-marks.ts';

async function resolveLazyMatches(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}

export async function start(): Promise<StartedApp> {
  listenForPreloadErrors();
  const appData = readAppData();
  const routes = createRoutes(routeTable, {
    loaderFor: createPayloadLoader,
    // Form code (and zod) loads with the form page or on submit, not with every page.
    actionFor: (def, locale) => {
      const form = def.form;
      if (!form) return undefined;
      return async (args) => (await import('../forms/client-action.ts')).createFormAction(form, locale)(args);
    },
    importPage: guardChunkImport,
  });
  await resolveLazyMatches(routes);
  const router = createBrowserRouter(routes, { hydrationData: toHydrationState(appData) });
  rememberScrollPositions(router);
  setNavigationTarget(() => {
    const to = router.state.navigation.location;
    return to ? `${to.pathname}${to.search}${to.hash}` : undefined;
  });
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root');
  hydrateRoot(
    container,
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  attachNavigationProgress(router);
  trackPageChanges(router);
  const idle = (fn: () => void) =>
    window.requestIdleCallback ? window.requestIdleCallback(fn, { timeout: 2000 }) : window.setTimeout(fn, 1);
  const prefetcher = createLinkPrefetcher(routes, { isNavigating: () => router.state.navigation.state !== 'idle' });
  prefetcher.start();
  const observe = () => idle(() => prefetcher.observeLinks());
  observe();
  router.subscribe((state) => {
    if (state.navigation.state === 'idle') observe();
  });
  await chromeLive;
  return { navigating: () => router.state.navigation.state !== 'idle' };
}
