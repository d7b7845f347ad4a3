import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { SiteHeader } from './site-header.tsx';
import { SiteFooter } from './site-footer.tsx';
import { useDictionary } from './hooks.ts';
import { OfflineNotice } from './offline-notice.tsx';
import { PageHydrated, useChromeLive } from './hydration-marks.ts';

/**
 * Skip link, header, main landmark and footer around every page. The page's
 * content and the footer are Suspense boundaries, hydrated after the chrome
 * (hydration-marks.ts). The content's boundary is keyed by the path: a
 * navigation replaces it, so content not hydrated yet is dropped, not hydrated
 * only to be replaced. `controllers` (the scroll manager, the head) stay live
 * across navigations, in the chrome.
 */
export function SiteChrome({ children, controllers }: { children: ReactNode; controllers?: ReactNode }) {
  const t = useDictionary();
  const { pathname } = useLocation();
  useChromeLive();
  return (
    <>
      <a className="skip-link" href="#main">
        {t.skipToContent}
      </a>
      <SiteHeader />
      <OfflineNotice />
      <main id="main" tabIndex={-1}>
        {controllers}
        <Suspense key={pathname}>
          {children}
          <PageHydrated />
        </Suspense>
      </main>
      <Suspense>
        <SiteFooter />
      </Suspense>
    </>
  );
}
