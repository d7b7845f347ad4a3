import { Link, useLocation } from 'react-router-dom';
import { paths } from '../routes.ts';
import { useDictionary, useLeafPageData, useLocale } from './hooks.ts';
import { currentState, mainNav } from './site-links.ts';

/** The language switcher: the counterpart page when it exists, else the other language's home. */
export function LanguageSwitch({ className }: { className: string }) {
  const locale = useLocale();
  const t = useDictionary();
  const other = locale === 'ja' ? 'en' : 'ja';
  const href = useLeafPageData()?.meta.alternates[other] ?? paths.home(other);
  return (
    <Link to={href} hrefLang={other} lang={other} className={className} aria-label={t.languageSwitchLabel}>
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-3a15.6 15.6 0 0 0-1.4-3.9A8 8 0 0 1 18.9 8ZM12 4a13.8 13.8 0 0 1 1.9 4h-3.8A13.8 13.8 0 0 1 12 4ZM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2h3a15.6 15.6 0 0 0 1.4 3.9A8 8 0 0 1 5.1 16Zm3-8h-3a8 8 0 0 1 4.4-3.9A15.6 15.6 0 0 0 8.1 8ZM12 20a13.8 13.8 0 0 1-1.9-4h3.8A13.8 13.8 0 0 1 12 20Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.2 5.9a15.6 15.6 0 0 0 1.4-3.9h3a8 8 0 0 1-4.4 3.9Zm1.8-5.9a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4h-3.4Z" />
      </svg>
      {t.languageSwitch}
    </Link>
  );
}

/** The main navigation links (header on wide screens, the drawer on small ones). */
export function MainNavLinks() {
  const locale = useLocale();
  const t = useDictionary();
  const { pathname } = useLocation();
  return (
    <ul>
      {mainNav.map(({ key, path }) => {
        const href = paths.page(locale, path);
        return (
          <li key={key} className={key === 'contact' ? 'nav-contact' : undefined}>
            <Link to={href} aria-current={currentState(pathname, href)}>{t.nav[key]}</Link>
          </li>
        );
      })}
    </ul>
  );
}
