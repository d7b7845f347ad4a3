/**
 * Prefetches what a navigation to an internal link will need (its payload
 * and its page chunk) when the link is hovered, focused or scrolled into
 * view, unless the policy says the network should be spared (spec §7).
 */
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { routeById } from '../../routes.ts';
import type { RouteHandle } from '../../router/create-routes.ts';
import { payloadUrlFor } from '../payload-loader.ts';
import { prefetchPayload } from './payload-cache.ts';
import { pageModules } from '../../pages/page-modules.ts';
import { canPrefetch, type NavigatorLike } from './prefetch-policy.ts';

export function createLinkPrefetcher(routes: RouteObject[], nav: NavigatorLike = navigator as NavigatorLike) {
  const done = new Set<string>();

  function prefetch(anchor: HTMLAnchorElement): void {
    if (!canPrefetch(nav)) return;
    if (anchor.origin !== window.location.origin || anchor.target || anchor.hasAttribute('download')) return;
    const { pathname } = anchor;
    if (pathname === window.location.pathname || pathname.startsWith('/api/') || done.has(pathname)) return;
    const leaf = matchRoutes(routes, pathname)?.at(-1);
    const handle = leaf?.route.handle as RouteHandle | undefined;
    const def = handle && routeById.get(handle.routeId);
    if (!leaf || !handle || !def || def.redirectTo) return;
    done.add(pathname);
    prefetchPayload(payloadUrlFor(def, handle.locale, pathname));
    // The raw import, not the route's guarded one: a failed prefetch must not reload the page.
    pageModules[def.page]().catch(() => done.delete(pathname));
  }

  const fromEvent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (anchor instanceof HTMLAnchorElement) prefetch(anchor);
  };

  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            observer?.unobserve(entry.target);
            prefetch(entry.target as HTMLAnchorElement);
          }
        })
      : undefined;

  return {
    start(): void {
      document.addEventListener('pointerover', fromEvent, { passive: true });
      document.addEventListener('focusin', fromEvent);
    },
    /** Watch the links of the page now shown (call after each navigation). */
    observeLinks(): void {
      if (!observer) return;
      observer.disconnect();
      document.querySelectorAll<HTMLAnchorElement>('main a[href^="/"]').forEach((a) => observer.observe(a));
    },
  };
}
