/**
 * When the app is live. The pre-rendered page is hydrated in parts: React
 * hydrates the site's chrome (skip link, header, the main landmark) in one
 * pass, then each Suspense boundary (the page's content, the footer) in later
 * passes at idle priority, yielding to input; an act on a part not hydrated yet
 * hydrates that part at once (React's selective hydration). So a visitor whose
 * first act is on the header (the menu, the search, a link) waits for the
 * header only, not for the page's content (src/client/intent.ts).
 */
import { useEffect } from 'react';

let chromeReady: () => void = () => {};
/** Resolves once the chrome has hydrated: its controls and links answer. */
export const chromeLive = new Promise<void>((resolve) => {
  chromeReady = resolve;
});

/** In the chrome: marks it live. */
export function useChromeLive(): void {
  useEffect(() => chromeReady(), []);
}

/**
 * The last child of the page's content: once its effect runs the whole page is
 * hydrated, marked `<html data-hydrated>` for tests and tools.
 */
export function PageHydrated(): null {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
