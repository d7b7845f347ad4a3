/**
 * `<link rel="alternate">` tags for the feeds of the page's language, so
 * browsers and feed readers find them from any page.
 */
import type { Locale } from '../i18n/locales.ts';
import { escapeMarkup } from '../../lib/markup.ts';
import { feedFormats, feedPaths, feedSections, feedTitle, type FeedFormat } from './feed-paths.ts';

const mediaType: Record<FeedFormat, string> = { rss: 'application/rss+xml', atom: 'application/atom+xml' };
const formatName: Record<FeedFormat, string> = { rss: 'RSS', atom: 'Atom' };

export interface FeedLink {
  type: string;
  title: string;
  href: string;
}

export function feedLinks(locale: Locale): FeedLink[] {
  const all = feedPaths(locale);
  return feedSections.flatMap((section) =>
    feedFormats.map((format) => ({
      type: mediaType[format],
      // Full-width brackets in Japanese titles, as Japanese copy writes them.
      title:
        locale === 'ja'
          ? `${feedTitle(locale, section)}（${formatName[format]}）`
          : `${feedTitle(locale, section)} (${formatName[format]})`,
      href: all[section][format],
    })),
  );
}

export const feedLinkTags = (locale: Locale): string =>
  feedLinks(locale)
    .map((l) => `<link rel="alternate" type="${l.type}" title="${escapeMarkup(l.title)}" href="${escapeMarkup(l.href)}">`)
    .join('');
