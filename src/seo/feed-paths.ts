/**
 * Root-relative paths of the news and case-study feeds of one language.
 * The feed generator writes the files here and every page's head links to
 * them, so both import this one module.
 */
import { company } from '../config/company.ts';
import { dictionaries } from '../i18n/dictionary.ts';
import { localizePath, type Locale } from '../i18n/locales.ts';
import { sections } from '../routes.ts';

export type FeedSection = 'news' | 'case';
export type FeedFormat = 'rss' | 'atom';

export const feedSections = ['news', 'case'] as const satisfies readonly FeedSection[];
export const feedFormats = ['rss', 'atom'] as const satisfies readonly FeedFormat[];

export type FeedPaths = Record<FeedSection, Record<FeedFormat, string>>;

const fileName: Record<FeedFormat, string> = { rss: 'rss.xml', atom: 'atom.xml' };

/** `/news/rss.xml`, `/en/case/atom.xml`, … from the section bases of the route table. */
export function feedPath(locale: Locale, section: FeedSection, format: FeedFormat): string {
  return localizePath(locale, `${sections[section].base}/${fileName[format]}`);
}

/** All four feed paths of a language: `{ news: { rss, atom }, case: { rss, atom } }`. */
export function feedPaths(locale: Locale): FeedPaths {
  return {
    news: { rss: feedPath(locale, 'news', 'rss'), atom: feedPath(locale, 'news', 'atom') },
    case: { rss: feedPath(locale, 'case', 'rss'), atom: feedPath(locale, 'case', 'atom') },
  };
}

/** A feed's name: the company and the section (アオナミ・クオンタム ニュース, Aonami Quantum News). */
export function feedTitle(locale: Locale, section: FeedSection): string {
  const label = dictionaries[locale].listing[section];
  // 「アオナミ・クオンタムのニュース」, "Aonami Quantum case studies".
  return locale === 'ja' ? `${company.shortName.ja}の${label}` : `${company.shortName.en} ${label.toLowerCase()}`;
}
