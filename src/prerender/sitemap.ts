/**
 * sitemap.xml from the URL list: every page a
 * crawler should find, with its lastmod and, where it exists in more than one
 * language, an xhtml:link for every language version (itself included) and
 * x-default — the same set as the page's own hreflang links, so every pair
 * points both ways.
 *
 * Past SITEMAP_SPLIT URLs, /sitemap.xml becomes an index of chunks, each a
 * file of its own: the pages of a route in one language (news detail pages
 * by year), the few pages of small routes together. A chunk's file is named
 * by its pages' signatures, which cover everything its `<url>` elements say
 * (their dates, their language versions, the origin): a publish writes only
 * the chunks of the pages it rendered or removed, and the build links the
 * others from the live release. At 10,000 news the whole 15 MB sitemap took
 * 127–166 ms per publish to join, compress and write (a one-off measurement,
 * five rounds), and a static host uploaded all of it every time.
 */
import { hash } from 'node:crypto';
import type { Locale } from '../i18n/locales.ts';
import { escapeMarkup } from '../../lib/markup.ts';
import type { SitemapFacts } from './url-list.ts';

/** What search engines accept per file is 50,000; the package's default keeps a margin. */
export const SITEMAP_LIMIT = 45_000;
/** Up to this many URLs the sitemap is one file: about 2.4 MB, a sixth of the 10,000-news sitemap measured above. */
export const SITEMAP_SPLIT = 5_000;

/** A chunk's name: letters, digits and hyphens. */
export const sitemapChunk = (...parts: string[]): string =>
  parts
    .join('-')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export interface SitemapPage extends SitemapFacts {
  url: string;
}

/** The language every crawler without one of the page's languages is sent to: Japanese when the page has it. */
export const xDefault = (alternates: Partial<Record<Locale, string>>): string | undefined => alternates.ja ?? alternates.en;

/**
 * The `<url>` elements of a sitemap, each with its page's lastmod (for the sitemap index's date of a chunk), the
 * chunk it goes in past SITEMAP_SPLIT URLs, and its URL's signature (engine/build.ts), in step.
 */
export interface SitemapUrls {
  xml: string[];
  lastmod: (string | undefined)[];
  chunks: string[];
  sigs: string[];
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

/** The newest of some dates (ISO dates and date-times: compared parsed, each distinct one once), in one pass. */
function newest(dates: (string | undefined)[], parsed: Map<string, number>): string | undefined {
  let best: string | undefined;
  let bestTime = -Infinity;
  for (const date of dates) {
    if (date === undefined) continue;
    let time = parsed.get(date);
    if (time === undefined) parsed.set(date, (time = Date.parse(date)));
    if (time > bestTime) [best, bestTime] = [date, time];
  }
  return best;
}

export interface SitemapFiles {
  /** Files to write, by path inside the release's client directory. */
  files: Record<string, string>;
  /** Chunk files the live release has as they are: linked, not written. */
  carried: string[];
}

/**
 * The sitemap files from the pages' `<url>` elements in order: one file up to `split` URLs, else an index
 * of chunks (see above), of which those `live` has are carried rather than written.
 */
export async function sitemapFilesFrom(
  origin: string,
  urls: SitemapUrls,
  {
    split = SITEMAP_SPLIT,
    limit = SITEMAP_LIMIT,
    live = () => false,
  }: { split?: number; limit?: number; live?: (path: string) => boolean } = {},
): Promise<SitemapFiles> {
  if (urls.xml.length <= split) return { files: { 'sitemap.xml': urlset(urls.xml) }, carried: [] };
  const byChunk = new Map<string, number[]>();
  urls.chunks.forEach((chunk, i) => {
    let members = byChunk.get(chunk);
    if (!members) byChunk.set(chunk, (members = []));
    members.push(i);
  });
  // Loaded here, not at the top: the planning workers import this module for sitemapWriter, and the package
  // (with its XML dependencies) adds about 50 ms to every worker's start for an index only large sites need.
  const { SitemapIndexStream, streamToPromise } = await import('sitemap');
  const out: SitemapFiles = { files: {}, carried: [] };
  const parsed = new Map<string, number>();
  const index = new SitemapIndexStream();
  const done = streamToPromise(index);
  for (const [chunk, all] of byChunk) {
    for (let start = 0; start < all.length; start += limit) {
      const members = all.slice(start, start + limit);
      const digest = hash('sha1', members.map((i) => urls.sigs[i]).join('\n'), 'hex').slice(0, 12);
      const path = `sitemaps/${chunk}-${digest}.xml`;
      if (live(path)) out.carried.push(path);
      else out.files[path] = urlset(members.map((i) => urls.xml[i] as string));
      const lastmod = newest(
        members.map((i) => urls.lastmod[i]),
        parsed,
      );
      index.write({ url: `${origin}/${path}`, ...(lastmod && { lastmod }) });
    }
  }
  index.end();
  out.files['sitemap.xml'] = (await done).toString('utf8');
  return out;
}

/** The sitemap files of these pages, in order, in chunks of `chunk(page)` (none: one) named by their URLs. */
export function sitemapFiles(
  origin: string,
  pages: SitemapPage[],
  split = SITEMAP_SPLIT,
  chunk: (page: SitemapPage) => string = () => 'pages',
): Promise<SitemapFiles> {
  const urls: SitemapUrls = { xml: [], lastmod: [], chunks: [], sigs: [] };
  const write = sitemapWriter(origin);
  for (const page of pages) {
    urls.xml.push(write(page));
    urls.lastmod.push(page.lastmod);
    urls.chunks.push(chunk(page));
    urls.sigs.push(page.url);
  }
  return sitemapFilesFrom(origin, urls, { split });
}

/** Crawling allowed everywhere: pages that must stay out of results say `noindex` themselves, which a crawler can only read when it may fetch them. */
export const robotsTxt = (origin: string): string => `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
