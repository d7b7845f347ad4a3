import { Link } from 'react-router-dom';
import { paths } from '../routes.ts';
import { useDictionary, useLeafPageData, useLocale } from './hooks.ts';

const navItems = [
  ['services', '/services'],
  ['technology', '/technology'],
  ['case', '/case'],
  ['news', '/news'],
  ['publications', '/publications'],
  ['about', '/about'],
  ['careers', '/careers'],
  ['contact', '/contact'],
] as const;

export function SiteHeader() {
  const locale = useLocale();
  const t = useDictionary();
  const other = locale === 'ja' ? 'en' : 'ja';
  // The counterpart page when it exists, else the other language's home.
  const switchHref = useLeafPageData()?.meta.alternates[other] ?? paths.home(other);
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to={paths.home(locale)} className="site-header__logo">
          {t.siteName}
        </Link>
        <nav aria-label={t.mainNav} className="site-nav">
          <ul>
            {navItems.map(([key, path]) => (
              <li key={key}>
                <Link to={paths.page(locale, path)}>{t.nav[key]}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <Link to={switchHref} hrefLang={other} lang={other} className="site-header__lang" aria-label={t.languageSwitchLabel}>
          {t.languageSwitch}
        </Link>
      </div>
    </header>
  );
}
