/**
 * sitemap.xml from the URL list (the `sitemap` package): every page a
 * crawler should find, with its lastmod and, where it exists in more than one
 * language, an xhtml:link for every language version (itself included) and
 * x-default — the same set as the page's own hreflang links, so every pair
 * points both ways. Past SITEMAP_LIMIT URLs, /sitemap.xml becomes an index
 * of /sitemaps/sitemap-N.xml files.
 */
import { SitemapIndexStream, SitemapStream, streamToPromise, type SitemapItemLoose } from 'sitemap';
import type { Locale } from '../i18n/locales.ts';
import type { SitemapFacts } from './url-list.ts';

/** What search engines accept per file is 50,000; the package's default keeps a margin. */
export const SITEMAP_LIMIT = 45_000;

export interface SitemapPage extends SitemapFacts {
  url: string;
}

/** The language every crawler without one of the page's languages is sent to: Japanese when the page has it. */
export const xDefault = (alternates: Partial<Record<Locale, string>>): string | undefined => alternates.ja ?? alternates.en;

function item(origin: string, page: SitemapPage): SitemapItemLoose {
  const versions = Object.entries(page.alternates);
  const fallback = xDefault(page.alternates);
  const links =
    versions.length > 1 && fallback
      ? [...versions.map(([lang, path]) => ({ lang, url: origin + path })), { lang: 'x-default', url: origin + fallback }]
      : [];
  return { url: origin + page.url, ...(page.lastmod && { lastmod: page.lastmod }), links };
}

async function urlset(origin: string, pages: SitemapPage[]): Promise<string> {
  const stream = new SitemapStream({ xmlns: { news: false, xhtml: true, image: false, video: false } });
  const done = streamToPromise(stream);
  for (const page of pages) stream.write(item(origin, page));
  stream.end();
  return (await done).toString('utf8');
}

/** The sitemap files by path inside the release's client directory. */
export async function sitemapFiles(origin: string, pages: SitemapPage[], limit = SITEMAP_LIMIT): Promise<Record<string, string>> {
  if (pages.length <= limit) return { 'sitemap.xml': await urlset(origin, pages) };
  const files: Record<string, string> = {};
  const index = new SitemapIndexStream();
  const done = streamToPromise(index);
  for (let start = 0, n = 1; start < pages.length; start += limit, n++) {
    const chunk = pages.slice(start, start + limit);
    const path = `sitemaps/sitemap-${n}.xml`;
    files[path] = await urlset(origin, chunk);
    const lastmod = chunk
      .map((p) => p.lastmod)
      .filter((d) => d !== undefined)
      .sort((a, b) => Date.parse(b) - Date.parse(a))[0];
    index.write({ url: `${origin}/${path}`, ...(lastmod && { lastmod }) });
  }
  index.end();
  files['sitemap.xml'] = (await done).toString('utf8');
  return files;
}

/** Crawling allowed everywhere: pages that must stay out of results say `noindex` themselves, which a crawler can only read when it may fetch them. */
export const robotsTxt = (origin: string): string => `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
