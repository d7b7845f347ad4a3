import type { Locale } from '../i18n/locales.ts';
import { dictionaries } from '../i18n/dictionary.ts';

/** `<title>`: page title and site name; the home page leads with the site name. */
export function documentTitle(pageTitle: string, locale: Locale, isHome = false): string {
  const site = dictionaries[locale].siteName;
  return isHome ? `${site} | ${pageTitle}` : `${pageTitle} | ${site}`;
}
