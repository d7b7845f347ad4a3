/**
 * sitemap.xml from the URL list: every page a
 * crawler should find, with its lastmod and, where it exists in more than one
 * language, an xhtml:link for every language version (itself included) and
 * x-default — the same set as the page's own hreflang links, so every pair
 * points both ways. Past SITEMAP_LIMIT URLs, /sitemap.xml becomes an index
 * of /sitemaps/sitemap-N.xml files.
 */
import type { Locale } from '../i18n/locales.ts';
import { escapeMarkup } from '../escape-markup.ts';
import type { SitemapFacts } from './url-list.ts';

/** What search engines accept per file is 50,000; the package's default keeps a margin. */
export const SITEMAP_LIMIT = 45_000;

export interface SitemapPage extends SitemapFacts {
  url: string;
}

/** The language every crawler without one of the page's languages is sent to: Japanese when the page has it. */
export const xDefault = (alternates: Partial<Record<Locale, string>>): string | undefined => alternates.ja ?? alternates.en;

/** The `<url>` elements of a sitemap, each with its page's lastmod (for the sitemap index's date of a chunk). */
export interface SitemapUrls {
  xml: string[];
  lastmod: (string | undefined)[];
}

/** Segments of letters, digits, `_`, `~`, `-` and (not first) `.`: nothing URL parsing would encode or resolve. */
const PLAIN_PATH = /^(?:\/[\w~-][\w.~-]*)+$|^\/$/;

/**
 * Writes `<url>` elements by hand rather than with the package's SitemapStream: every publish writes the sitemap
 * anew. At 10,000 news (31,708 pages, 12.6 MB) the stream took 340–410 ms, much of it parsing about 127,000 URLs and
 * scanning every string for invalid characters. This took 165–215 ms for the whole site (a warm loop, 3–6 rounds each)
 * and, once plain paths skipped URL parsing, 70–80 ms for the 17,614 Japanese pages; the planning workers share it
 * (src/prerender/plan-urls.ts) and keep detail pages' elements between builds. The output is the package's, byte
 * for byte (tests/unit/sitemap.test.ts compares them); the paths are our own route table's.
 */
export function sitemapWriter(origin: string): (page: SitemapPage) => string {
  const absolute = new Map<string, string>();
  const base = escapeMarkup(new URL(origin).origin);
  const href = (path: string) => {
    // A path of plain characters without dot segments is what URL parsing would give back: no need to parse it.
    if (PLAIN_PATH.test(path)) return base + path;
    let url = absolute.get(path);
    if (url === undefined) absolute.set(path, (url = escapeMarkup(new URL(path, origin).href)));
    return url;
  };
  // An entry's date is on its pages in both languages and on the listings showing it: parsed once.
  const dates = new Map<string, string>();
  const isoDate = (date: string) => {
    let iso = dates.get(date);
    if (iso === undefined) dates.set(date, (iso = new Date(date).toISOString()));
    return iso;
  };
  const link = (lang: string, path: string) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${href(path)}"/>`;
  return (page) => {
    let xml = `<url><loc>${href(page.url)}</loc>`;
    if (page.lastmod) xml += `<lastmod>${isoDate(page.lastmod)}</lastmod>`;
    // Every language version in the alternates' own order, then x-default; only when there is more than one.
    let links = '';
    let versions = 0;
    for (const [lang, path] of Object.entries(page.alternates)) {
      if (path === undefined) continue;
      links += link(lang, path);
      versions++;
    }
    const fallback = xDefault(page.alternates);
    if (versions > 1 && fallback) xml += links + link('x-default', fallback);
    return `${xml}</url>`;
  };
}

const urlset = (xml: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${xml.join('')}</urlset>`;

/** The sitemap files by path inside the release's client directory, from the pages' `<url>` elements in order. */
export async function sitemapFilesFrom(origin: string, urls: SitemapUrls, limit = SITEMAP_LIMIT): Promise<Record<string, string>> {
  if (urls.xml.length <= limit) return { 'sitemap.xml': urlset(urls.xml) };
  // Loaded here, not at the top: the planning workers import this module for sitemapWriter, and the package
  // (with its XML dependencies) adds about 50 ms to every worker's start for an index only sites past the limit need.
  const { SitemapIndexStream, streamToPromise } = await import('sitemap');
  const files: Record<string, string> = {};
  const index = new SitemapIndexStream();
  const done = streamToPromise(index);
  for (let start = 0, n = 1; start < urls.xml.length; start += limit, n++) {
    const path = `sitemaps/sitemap-${n}.xml`;
    files[path] = urlset(urls.xml.slice(start, start + limit));
    const lastmod = urls.lastmod
      .slice(start, start + limit)
      .filter((d) => d !== undefined)
      .sort((a, b) => Date.parse(b) - Date.parse(a))[0];
    index.write({ url: `${origin}/${path}`, ...(lastmod && { lastmod }) });
  }
  index.end();
  files['sitemap.xml'] = (await done).toString('utf8');
  return files;
}

/** The sitemap files of these pages, in order. */
export function sitemapFiles(origin: string, pages: SitemapPage[], limit = SITEMAP_LIMIT): Promise<Record<string, string>> {
  const urls: SitemapUrls = { xml: [], lastmod: [] };
  const write = sitemapWriter(origin);
  for (const page of pages) {
    urls.xml.push(write(page));
    urls.lastmod.push(page.lastmod);
  }
  return sitemapFilesFrom(origin, urls, limit);
}

/** Crawling allowed everywhere: pages that must stay out of results say `noindex` themselves, which a crawler can only read when it may fetch them. */
export const robotsTxt = (origin: string): string => `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
