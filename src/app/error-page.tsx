import { Link, useRouteError } from 'react-router';
import { paths } from '../routes.ts';
import { useDictionary, useLocale } from './hooks.ts';
import { describeError } from './error-info.ts';
import { mainNav } from './site-links.ts';
import { InlineText } from '../components/inline-text.tsx';

/** Where a lost visitor most likely wanted to go. */
const suggestions = mainNav.filter((n) => ['services', 'case', 'news', 'contact'].includes(n.key));

/** The error screen (spec §8): 404 text, or the status and message of any other error. */
export function ErrorPage() {
  const error = useRouteError();
  const locale = useLocale();
  const t = useDictionary();
  const { status, message } = describeError(error);
  // The spec fixes these texts in English; on Japanese pages mark them as English.
  const specLang = locale === 'ja' ? 'en' : undefined;
  if (status === 404) {
    return (
      <section className="container error-page" aria-labelledby="error-title">
        {/* The code as a large figure, not a paragraph styled like a heading (axe p-as-heading); read as "Status: 404". */}
        <div className="error-page__status">
          <span className="visually-hidden">{t.error.statusLabel}: </span>
          404
        </div>
        <h1 id="error-title" lang={specLang}>
          {t.error.notFoundTitle}
        </h1>
        <p>
          <InlineText text={t.error.notFoundHelp} />
        </p>
        <p>
          <Link className="button" to={paths.home(locale)} lang={specLang}>
            {t.error.notFoundLink}
          </Link>
        </p>
        <nav className="error-page__links" aria-labelledby="error-links">
          <h2 id="error-links" className="error-page__links-title">
            <InlineText text={t.error.suggestions} />
          </h2>
          <ul>
            {suggestions.map(({ key, path }) => (
              <li key={key}>
                <Link to={paths.page(locale, path)}>{t.nav[key]}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </section>
    );
  }
  return (
    <section className="container error-page" aria-labelledby="error-title">
      <div className="error-page__status">
        <span className="visually-hidden">{t.error.statusLabel}: </span>
        {status}
      </div>
      <h1 id="error-title">{message}</h1>
      <p>
        <Link to={paths.home(locale)} lang={specLang}>
          {t.error.notFoundLink}
        </Link>
      </p>
    </section>
  );
}
