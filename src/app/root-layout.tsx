import { Outlet } from 'react-router-dom';
import { SiteChrome } from './site-chrome.tsx';
import { ScrollManager } from './scroll-manager.tsx';
import { DocumentHeadSync } from './document-head-sync.tsx';

export function RootLayout() {
  return (
    <SiteChrome>
      <ScrollManager />
      <DocumentHeadSync />
      <Outlet />
    </SiteChrome>
  );
}
