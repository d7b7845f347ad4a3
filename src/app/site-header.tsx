import { BrandLink } from './brand-link.tsx';
import { useDictionary } from './hooks.ts';
import { LanguageSwitch, MainNavLinks } from './nav-links.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { SearchControl } from '../search/search-control.tsx';

export function SiteHeader() {
  const t = useDictionary();
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <BrandLink />
        <nav aria-label={t.mainNav} className="site-nav">
          <MainNavLinks />
        </nav>
        <SearchControl />
        <LanguageSwitch className="lang-switch" />
        <MobileMenu />
      </div>
    </header>
  );
}
