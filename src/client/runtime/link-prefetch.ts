/**
 * Prefetches what a navigation to an internal link will need (its payload
 * and its page chunk), when the scheduler says so (prefetch-scheduler.ts)
 * and unless the policy says the network should be spared (spec §7).
 */
import { matchRoutes, type RouteObject } from 'react-router';
import { routeById } from '../../routes.ts';
import type { RouteHandle } from '../../router/route-handle.ts';
import { payloadUrlFor } from '../payload-loader.ts';
import { prefetchPayload } from './payload-cache.ts';
import { pageModules } from '../../pages/page-modules.ts';
import { canPrefetch, type NavigatorLike } from './prefetch-policy.ts';
import { createPrefetchScheduler, type PrefetchTarget } from './prefetch-scheduler.ts';
import { PREFETCH_IDLE_FALLBACK_MS } from './constants.ts';

export interface LinkPrefetcherOptions {
  nav?: NavigatorLike;
  /** True while a client navigation is loading: prefetches wait, the navigation's own requests come first. */
  isNavigating?: () => boolean;
}

/** After the window's load event (at once if it has fired). */
export function whenLoaded(fn: () => void): void {
  if (document.readyState === 'complete') fn();
  else window.addEventListener('load', () => fn(), { once: true });
}

/** When the main thread is idle; no timeout: a busy page simply prefetches less. */
export function whenIdle(fn: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => fn());
  else window.setTimeout(fn, PREFETCH_IDLE_FALLBACK_MS);
}

export function createLinkPrefetcher(routes: RouteObject[], options: LinkPrefetcherOptions = {}) {
  const nav = options.nav ?? navigator;
  const done = new Set<string>();

  function resolve(anchor: HTMLAnchorElement): PrefetchTarget | undefined {
    if (anchor.origin !== window.location.origin || anchor.target || anchor.hasAttribute('download')) return undefined;
    const { pathname } = anchor;
    if (pathname.startsWith('/api/')) return undefined;
    const leaf = matchRoutes(routes, pathname)?.at(-1);
    const handle = leaf?.route.handle as RouteHandle | undefined;
    const def = handle && routeById.get(handle.routeId);
    if (!leaf || !handle || !def || def.redirectTo) return undefined;
    const payloadUrl = payloadUrlFor(def, handle.locale, pathname);
    const page = def.page;
    return {
      key: pathname,
      run: () => {
        done.add(pathname);
        return Promise.all([
          prefetchPayload(payloadUrl),
          // The raw import, not the route's guarded one: a failed prefetch must not reload the page.
          pageModules[page]().catch(() => done.delete(pathname)),
        ]);
      },
    };
  }

  return createPrefetchScheduler({
    resolve,
    allowed: () => canPrefetch(nav),
    needed: (pathname) => !done.has(pathname) && pathname !== window.location.pathname,
    isNavigating: options.isNavigating ?? (() => false),
    whenLoaded,
    whenIdle,
  });
}
