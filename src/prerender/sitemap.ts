/**
 * sitemap.xml from the URL list: every page a
 * crawler should find, with its lastmod and, where it exists in more than one
 * language, an xhtml:link for every language version (itself included) and
 * x-default — the same set as the page's own hreflang links, so every pair
 * points both ways. Past SITEMAP_LIMIT URLs, /sitemap.xml becomes an index
 * of /sitemaps/sitemap-N.xml files.
 */
import { SitemapIndexStream, streamToPromise } from 'sitemap';
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

/**
 * A urlset, written here rather than with the package's SitemapStream: every publish writes the sitemap anew, on the
 * publisher's thread while the render workers run. At 10,000 news (31,708 pages, 12.6 MB) the stream took 340–410 ms,
 * much of it parsing about 127,000 URLs and scanning every string for invalid characters; this takes 165–215 ms
 * (a warm loop, 3–6 rounds each). The output is the package's, byte for byte (tests/unit/sitemap.test.ts compares
 * them); the paths are our own route table's, and each is parsed once.
 */
function urlset(origin: string, pages: SitemapPage[]): string {
  const absolute = new Map<string, string>();
  const href = (path: string) => {
    let url = absolute.get(path);
    if (url === undefined) absolute.set(path, (url = escapeMarkup(new URL(path, origin).href)));
    return url;
  };
  let xml =
    '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">';
  for (const page of pages) {
    xml += `<url><loc>${href(page.url)}</loc>`;
    if (page.lastmod) xml += `<lastmod>${new Date(page.lastmod).toISOString()}</lastmod>`;
    const versions = Object.entries(page.alternates).filter((v): v is [string, string] => v[1] !== undefined);
    const fallback = xDefault(page.alternates);
    if (versions.length > 1 && fallback) {
      for (const [lang, path] of [...versions, ['x-default', fallback] as const])
        xml += `<xhtml:link rel="alternate" hreflang="${lang}" href="${href(path)}"/>`;
    }
    xml += '</url>';
  }
  return `${xml}</urlset>`;
}

/** The sitemap files by path inside the release's client directory. */
export async function sitemapFiles(origin: string, pages: SitemapPage[], limit = SITEMAP_LIMIT): Promise<Record<string, string>> {
  if (pages.length <= limit) return { 'sitemap.xml': urlset(origin, pages) };
  const files: Record<string, string> = {};
  const index = new SitemapIndexStream();
  const done = streamToPromise(index);
  for (let start = 0, n = 1; start < pages.length; start += limit, n++) {
    const chunk = pages.slice(start, start + limit);
    const path = `sitemaps/sitemap-${n}.xml`;
    files[path] = urlset(origin, chunk);
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
