import { Outlet } from 'react-router';
import { SiteChrome } from './site-chrome.tsx';
import { ScrollManager } from './scroll-manager.tsx';
import { DocumentHeadSync } from './document-head-sync.tsx';
import { PreviewBanner } from './preview-banner.tsx';

export function RootLayout() {
  return (
    <SiteChrome
      controllers={
        <>
          <ScrollManager />
          <DocumentHeadSync />
          <PreviewBanner />
        </>
      }
    >
      <Outlet />
    </SiteChrome>
  );
}
