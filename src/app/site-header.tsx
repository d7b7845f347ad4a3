import { Link } from 'react-router';
import { paths } from '../routes.ts';
import { LogoMark } from '../components/logo-mark.tsx';
import { useDictionary, useLocale } from './hooks.ts';
import { LanguageSwitch, MainNavLinks } from './nav-links.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { SearchControl } from '../search/search-control.tsx';

export function SiteHeader() {
  const locale = useLocale();
  const t = useDictionary();
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to={paths.home(locale)} className="brand">
          <LogoMark />
          <span className="brand__name">{t.siteName}</span>
        </Link>
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
