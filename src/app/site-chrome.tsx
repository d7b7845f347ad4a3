import { useEffect, type ReactNode } from 'react';
import { SiteHeader } from './site-header.tsx';
import { SiteFooter } from './site-footer.tsx';
import { useDictionary } from './hooks.ts';
import { OfflineNotice } from './offline-notice.tsx';

/** Skip link, header, main landmark and footer around every page. */
export function SiteChrome({ children }: { children: ReactNode }) {
  const t = useDictionary();
  useEffect(() => {
    // A marker for tests and tools: React has hydrated and taken over navigation.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <a className="skip-link" href="#main">
        {t.skipToContent}
      </a>
      <SiteHeader />
      <OfflineNotice />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
