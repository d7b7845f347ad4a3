/** The site's languages. Japanese lives at `/`, English under `/en`. */
export const locales = ['ja', 'en'] as const;
export type Locale = (typeof locales)[number];

export const localeInfo = {
  ja: { prefix: '', htmlLang: 'ja', ogLocale: 'ja_JP' },
  en: { prefix: '/en', htmlLang: 'en', ogLocale: 'en_US' },
} as const satisfies Record<Locale, { prefix: string; htmlLang: string; ogLocale: string }>;

/** `/about` → `/en/about`; `/` → `/en`. */
export function localizePath(locale: Locale, path: string): string {
  const prefix = localeInfo[locale].prefix;
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** The locale a pathname belongs to. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'ja';
}
