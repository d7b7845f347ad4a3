import type { KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { pageExists, paths } from '../routes.ts';
import { dictionaries, format } from '../i18n/dictionary.ts';
import type { Locale } from '../i18n/locales.ts';
import { useDictionary, useLeafPageData, useLocale } from './hooks.ts';
import { currentState, mainNav, serviceLinks } from './site-links.ts';

const GLOBE = (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-3a15.6 15.6 0 0 0-1.4-3.9A8 8 0 0 1 18.9 8ZM12 4a13.8 13.8 0 0 1 1.9 4h-3.8A13.8 13.8 0 0 1 12 4ZM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2h3a15.6 15.6 0 0 0 1.4 3.9A8 8 0 0 1 5.1 16Zm3-8h-3a8 8 0 0 1 4.4-3.9A15.6 15.6 0 0 0 8.1 8ZM12 20a13.8 13.8 0 0 1-1.9-4h3.8A13.8 13.8 0 0 1 12 20Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.2 5.9a15.6 15.6 0 0 0 1.4-3.9h3a8 8 0 0 1-4.4 3.9Zm1.8-5.9a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4h-3.4Z"
    />
  </svg>
);

/** The closest page above `path` (unprefixed) that exists in `locale`, and what to call it there. */
function nearestPage(locale: Locale, path: string): { path: string; name?: string } {
  const t = dictionaries[locale];
  for (let parent = path.replace(/\/[^/]*$/, ''); parent; parent = parent.replace(/\/[^/]*$/, '')) {
    if (!pageExists(locale, parent)) continue;
    const nav = mainNav.find((n) => n.path === parent);
    const service = serviceLinks.find((n) => n.path === parent);
    const name = nav ? t.nav[nav.key] : service ? t.serviceNames[service.key] : undefined;
    if (name) return { path: parent, name };
  }
  return { path: '/' };
}

/**
 * The language switcher. Its visible text is the other language's name, and
 * its accessible name starts with that text (WCAG 2.5.3, label in name).
 * Where the page has a counterpart it links there. Where it has none (MIQAN,
 * the articles … are in Japanese only) it does not jump silently to the other
 * home page: it opens a note, in the other language, that says so and links
 * to the nearest page that exists there (the services overview for a
 * service, else the home page).
 */
export function LanguageSwitch({ className }: { className: string }) {
  const locale = useLocale();
  const t = useDictionary();
  const { pathname } = useLocation();
  const pageData = useLeafPageData();
  const other: Locale = locale === 'ja' ? 'en' : 'ja';
  const label = <span lang={other}>{t.languageSwitch.label}</span>;
  // Error pages (no page data) have nothing to be a version of: the other language's home.
  const counterpart = pageData ? pageData.meta.alternates[other] : paths.home(other);
  if (counterpart) {
    return (
      <Link to={counterpart} hrefLang={other} className={className}>
        {GLOBE}
        {label}
        <span className="visually-hidden">{t.languageSwitch.hint}</span>
      </Link>
    );
  }
  const theirs = dictionaries[other].languageSwitch;
  const nearest = nearestPage(other, locale === 'ja' ? pathname : pathname.replace(/^\/en(?=\/|$)/, '') || '/');
  // Keyed by path: a navigation closes the note.
  return (
    <details key={pathname} className={`${className} lang-switch--none`}>
      <summary className="lang-switch__summary" onKeyDown={closeOnEscape}>
        {GLOBE}
        {label}
        <span className="visually-hidden">{t.languageSwitch.none}</span>
      </summary>
      <div className="lang-switch__note" lang={other}>
        <p>{theirs.unavailable}</p>
        <p>
          <Link to={paths.page(other, nearest.path)} hrefLang={other}>
            {nearest.name ? format(theirs.nearest, { page: nearest.name }) : theirs.home}
          </Link>
        </p>
      </div>
    </details>
  );
}

/** Escape on the switch closes its note (a click on it does too, as on any disclosure). */
function closeOnEscape(event: KeyboardEvent<HTMLElement>) {
  const details = event.currentTarget.parentElement;
  if (event.key !== 'Escape' || !(details instanceof HTMLDetailsElement) || !details.open) return;
  details.open = false;
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
            <Link to={href} aria-current={currentState(pathname, href)}>
              {t.nav[key]}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
