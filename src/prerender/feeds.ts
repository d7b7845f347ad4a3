/**
 * RSS 2.0 and Atom feeds of news and case studies, one per language (the
 * `feed` package), at the paths of src/seo/feed-paths.ts that every page
 * links to. Each holds the 50 newest entries with title, summary, date,
 * category and absolute link.
 */
import { Feed } from 'feed';
import { company } from '../config/company.ts';
import { dictionaries } from '../i18n/dictionary.ts';
import { stripBreaks } from '../../lib/phrase-breaks.ts';
import { locales, type Locale } from '../i18n/locales.ts';
import { paths } from '../routes.ts';
import { feedPaths, feedSections, feedTitle, type FeedSection } from '../seo/feed-paths.ts';
import type { SiteIndex } from './site-index.ts';

export const FEED_SIZE = 50;

function feed(index: SiteIndex, origin: string, section: FeedSection, locale: Locale): Feed {
  const t = dictionaries[locale];
  const entries = index.sections[section][locale].entries.slice(0, FEED_SIZE);
  const listing = origin + paths.listing(locale, section);
  const self = feedPaths(locale)[section];
  const updated = entries.map((e) => e.revised).sort((a, b) => Date.parse(b) - Date.parse(a))[0];
  const out = new Feed({
    title: feedTitle(locale, section),
    description: stripBreaks(section === 'news' ? t.listing.newsDescription : t.listing.caseDescription),
    id: listing,
    link: listing,
    language: locale,
    image: `${origin}/icons/icon-512.png`,
    favicon: `${origin}/favicon.svg`,
    copyright: `© ${company.name[locale]}`,
    ...(updated && { updated: new Date(updated) }),
    generator: t.siteName,
    feedLinks: { rss: origin + self.rss, atom: origin + self.atom },
    author: { name: company.name[locale], email: company.email, link: `${origin}${locale === 'en' ? '/en' : '/'}` },
  });
  for (const e of entries) {
    const text = index.text(section, locale, e.id);
    const category = index.categories.get(e.categoryId);
    const link = origin + paths.post(locale, section, e.id);
    out.addItem({
      title: text.title,
      id: link,
      link,
      description: text.excerpt,
      date: new Date(e.revised),
      published: new Date(e.date),
      // Atom needs a term (the id); RSS shows the name, with the category's listing as its domain.
      ...(category && {
        category: [
          {
            name: locale === 'en' ? category.name_en : category.name,
            term: category.id,
            domain: origin + paths.listing(locale, section, { categoryId: category.id }),
          },
        ],
      }),
    });
  }
  return out;
}

/** The feed files by path inside the release's client directory. */
export function feedFiles(index: SiteIndex, origin: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const locale of locales) {
    for (const section of feedSections) {
      const f = feed(index, origin, section, locale);
      const { rss, atom } = feedPaths(locale)[section];
      files[rss.slice(1)] = f.rss2();
      files[atom.slice(1)] = f.atom1();
    }
  }
  return files;
}
