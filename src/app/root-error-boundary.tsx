import { SiteChrome } from './site-chrome.tsx';
import { ErrorPage } from './error-page.tsx';
import { SafeBoundary } from './safe-boundary.tsx';

/** Route errors render inside the normal site chrome; if that fails too, a bare fallback. */
export function RootErrorBoundary() {
  return (
    <SafeBoundary>
      <SiteChrome>
        <ErrorPage />
      </SiteChrome>
    </SafeBoundary>
  );
}
