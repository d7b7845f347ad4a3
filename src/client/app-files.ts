/**
 * The app's files fetched ahead (issue 28). The page's entry no longer loads the app until the visitor's first
 * act (intent.ts); so that act waits for no download, the files are fetched into the HTTP cache once the page
 * has loaded and the browser is idle, as `prefetch`: downloaded at the lowest priority, not compiled or run
 * until the act imports them. Not when prefetching is off (offline, 2g, data saver: prefetch-policy.ts). The
 * list is in the page's head (src/prerender/preload.ts, document.ts).
 */
import { canPrefetch } from './runtime/prefetch-policy.ts';

export const APP_FILES_META = 'app-files';

export function prefetchAppFiles(doc: Document = document): void {
  const files = doc.querySelector<HTMLMetaElement>(`meta[name="${APP_FILES_META}"]`)?.content.split(' ').filter(Boolean) ?? [];
  if (files.length === 0 || !canPrefetch(navigator)) return;
  for (const href of files) {
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    // Module scripts are fetched in CORS mode: the prefetch is made the same way, so the cached answer is reused.
    link.crossOrigin = 'anonymous';
    doc.head.append(link);
  }
}
