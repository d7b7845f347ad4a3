/**
 * Scroll on navigation (spec §2): new navigations go to the top, or to the
 * hash target when there is one; back/forward restores the old position.
 * A route with `scroll: 'keep-in-section'` does not jump to the top when the
 * previous page was in the same listing section: a filter click keeps its
 * place, and pagination at the bottom brings the top of the results
 * (`[data-scroll-anchor]`) into view.
 */
import { useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useMatches, useNavigationType, type createBrowserRouter } from 'react-router';
import type { RouteHandle } from '../router/route-handle.ts';

const STORAGE_KEY = 'scroll-positions';
/**
 * React Router's key for a document's first entry (it has no key of its own): it names that entry in this document
 * only, so it is never stored for the next one (which would land at this page's position instead of its hash).
 */
const FIRST_ENTRY = 'default';
const positions = new Map<string, number>();

function readStored(): void {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    for (const [k, v] of Object.entries(stored)) if (k !== FIRST_ENTRY) positions.set(k, v);
  } catch {
    // Storage can be unavailable (privacy mode) or corrupt: restoring is a nicety.
  }
}

/**
 * Files each page's position under its history entry as the router leaves it: the router tells its subscribers
 * before React renders the next page, so `scrollY` is still the page being left. (Recording scroll events instead
 * lost the position when a link was followed before the last scroll's event came, seen on a busy machine.) The
 * current page's position is kept too when the document goes away (a reload, another site), for back to it.
 * Called once, by the browser entry, before hydration.
 */
export function rememberScrollPositions(router: ReturnType<typeof createBrowserRouter>): void {
  window.history.scrollRestoration = 'manual';
  readStored();
  let key = router.state.location.key;
  router.subscribe((state) => {
    if (state.location.key === key) return;
    positions.set(key, window.scrollY);
    key = state.location.key;
  });
  window.addEventListener('pagehide', () => {
    positions.set(key, window.scrollY);
    persist();
  });
}

function persist(): void {
  try {
    const kept = [...positions].filter(([k]) => k !== FIRST_ENTRY).slice(-50);
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // See readStored.
  }
}

/** Scrolls to the element a hash names; true when found. */
export function scrollToHash(hash: string): boolean {
  if (!hash || hash === '#') return false;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: look the raw id up.
  }
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView();
  return true;
}

export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const previousGroup = useRef<string | undefined>(undefined);
  const previousPage = useRef<string | undefined>(undefined);
  const isFirst = useRef(true);

  useLayoutEffect(() => {
    const group = handle?.scrollGroup;
    const keep = handle?.scroll === 'keep-in-section' && group !== undefined && group === previousGroup.current;
    previousGroup.current = group;
    const first = isFirst.current;
    isFirst.current = false;
    // A form submission or revalidation re-renders the same page: leave scroll and focus alone.
    const page = location.pathname + location.search;
    const samePage = page === previousPage.current;
    previousPage.current = page;
    if (samePage && !location.hash && navigationType !== NavigationType.Pop) return;
    if (navigationType === NavigationType.Pop) {
      const saved = positions.get(location.key);
      if (saved !== undefined) window.scrollTo(0, saved);
      else if (!first) scrollToHash(location.hash);
      return;
    }
    if (first) return; // A fresh page load: the browser already handled the hash.
    if (scrollToHash(location.hash)) return;
    if (keep) {
      // Bring the results into view below the sticky header (html's scroll-padding-top).
      const anchor = document.querySelector('[data-scroll-anchor]');
      const headerBottom = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
      if (anchor && anchor.getBoundingClientRect().top < headerBottom) anchor.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
    // Move focus to the new content so keyboard and screen-reader users start there.
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [location.key, location.pathname, location.search, location.hash, navigationType, handle]);

  return null;
}
