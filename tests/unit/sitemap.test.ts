/**
 * The hand-written urlset (src/prerender/sitemap.ts, written for speed) says exactly what the `sitemap` package's
 * SitemapStream says for the same pages: every page of a generated site plus the awkward cases (a date-only and a
 * date-time lastmod, none at all, one language only, a query string needing escapes, dot segments, non-ASCII).
 */
import { SitemapStream, streamToPromise } from 'sitemap';
import { describe, expect, it } from 'vitest';
import { buildSiteIndex } from '../../src/prerender/site-index.ts';
import { snapshotSource } from '../../src/prerender/content-source.ts';
import { urlEntries } from '../../src/prerender/url-list.ts';
import { sitemapFiles, xDefault, type SitemapPage } from '../../src/prerender/sitemap.ts';
import { makeSnapshot, specs } from '../helpers/snapshot-factory.ts';

const ORIGIN = 'https://www.example.test';

async function libraryUrlset(pages: SitemapPage[]): Promise<string> {
  const stream = new SitemapStream({ xmlns: { news: false, xhtml: true, image: false, video: false } });
  const done = streamToPromise(stream);
  for (const page of pages) {
    const versions = Object.entries(page.alternates);
    const fallback = xDefault(page.alternates);
    const links =
      versions.length > 1 && fallback
        ? [...versions.map(([lang, path]) => ({ lang, url: ORIGIN + path })), { lang: 'x-default', url: ORIGIN + fallback }]
        : [];
    stream.write({ url: ORIGIN + page.url, ...(page.lastmod && { lastmod: page.lastmod }), links });
  }
  stream.end();
  return (await done).toString('utf8');
}

describe('sitemap.xml', () => {
  it('is byte for byte what the sitemap package writes for the same pages', async () => {
    const snapshot = makeSnapshot({
      news: specs(30, [
        { category: 'press', year: 2025, english: true },
        { category: 'event', year: 2024 },
      ]),
      cases: specs(6, [{ category: 'chemistry', year: 2025, english: true }]),
      publications: specs(12, [{ category: 'paper', year: 2024, english: true }]),
    });
    const pages: SitemapPage[] = [...urlEntries(buildSiteIndex(snapshotSource(snapshot)))].flatMap((u) =>
      u.sitemap ? [{ url: u.url, ...u.sitemap }] : [],
    );
    pages.push(
      { url: '/news?page=2&sort=new', lastmod: '2025-03-04', alternates: { ja: '/news?page=2&sort=new' } },
      { url: '/en/case', lastmod: undefined, alternates: { en: '/en/case', ja: '/case' } },
      { url: '/only-ja', lastmod: '2025-03-04T05:06:07+09:00', alternates: { ja: '/only-ja' } },
      { url: '/news/./posts/../page/2', lastmod: '2025-03-04', alternates: { ja: '/news/./posts/../page/2', en: '/en/ニュース/' } },
    );
    expect(pages.length).toBeGreaterThan(100);
    expect((await sitemapFiles(ORIGIN, pages)).files['sitemap.xml']).toBe(await libraryUrlset(pages));
  });
});
