// @vitest-environment jsdom
/**
 * sitemap.xml, robots.txt and the news/case feeds of a built site: what a
 * crawler and a feed reader get, and that an incremental build (what every
 * publish runs) brings a new entry into all of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parseFeed } from '@rowanmanning/feed-parser';
import { writeSnapshot, type Snapshot } from '../../content-client/snapshot.ts';
import { buildSite, type BuildOptions } from '../../engine/build.ts';
import { buildSiteIndex } from '../../src/prerender/site-index.ts';
import { snapshotSource } from '../../src/prerender/content-source.ts';
import { buildUrlList } from '../../src/prerender/url-list.ts';
import { SITEMAP_SPLIT } from '../../src/prerender/sitemap.ts';
import { outputPaths } from '../../src/prerender/output-paths.ts';
import { FEED_SIZE } from '../../src/prerender/feeds.ts';
import { feedPaths } from '../../src/seo/feed-paths.ts';
import { makeSnapshot, specs } from '../helpers/snapshot-factory.ts';
import { seedAppBundles } from '../helpers/app-bundles.ts';

const ORIGIN = 'https://www.example.test';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
let dir: string;
let snapshot: Snapshot;
const options = (): BuildOptions => ({ distDir: join(dir, 'dist'), snapshotDir: join(dir, 'snapshot'), siteOrigin: ORIGIN, log: () => {} });
const file = (path: string) => readFile(join(dir, 'dist', 'current', 'client', path), 'utf8');

/** Parses XML with a real parser; a parse error fails the test. */
function xml(text: string): Document {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  expect(doc.getElementsByTagName('parsererror').length).toBe(0);
  return doc;
}

interface Listed {
  loc: string;
  lastmod: string | undefined;
  links: Map<string, string>;
}

function sitemapUrls(doc: Document): Map<string, Listed> {
  expect(doc.documentElement.namespaceURI).toBe(SITEMAP_NS);
  expect(doc.documentElement.localName).toBe('urlset');
  const out = new Map<string, Listed>();
  for (const url of Array.from(doc.getElementsByTagNameNS(SITEMAP_NS, 'url'))) {
    const loc = url.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0]?.textContent ?? '';
    const links = new Map(
      Array.from(url.getElementsByTagNameNS(XHTML_NS, 'link')).map((l) => [l.getAttribute('hreflang') ?? '', l.getAttribute('href') ?? '']),
    );
    out.set(loc, { loc, lastmod: url.getElementsByTagNameNS(SITEMAP_NS, 'lastmod')[0]?.textContent ?? undefined, links });
  }
  return out;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sitemap-feeds-'));
  snapshot = makeSnapshot({
    // 60 news (more than a feed holds), a third with English.
    news: specs(60, [
      { category: 'press', year: 2025, english: true },
      { category: 'event', year: 2024 },
      { category: 'press', year: 2023 },
    ]),
    cases: specs(5, [
      { category: 'chemistry', year: 2025, english: true },
      { category: 'chemistry', year: 2024 },
    ]),
    publications: specs(4, [{ category: 'paper', year: 2024, english: true }]),
  });
  await writeSnapshot(join(dir, 'snapshot'), snapshot);
  await seedAppBundles(join(dir, 'dist'));
  await buildSite(options());
}, 120_000);

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('sitemap.xml', () => {
  it('lists exactly the URL list’s indexable pages, with lastmod, in well-formed sitemap XML (also as gzip)', async () => {
    const text = await file('sitemap.xml');
    const listed = sitemapUrls(xml(text));
    const list = buildUrlList(buildSiteIndex(snapshotSource(snapshot)));
    const indexable = list.filter((u) => u.sitemap).map((u) => ORIGIN + u.url);
    expect([...listed.keys()].sort()).toEqual(indexable.sort());
    for (const { loc, lastmod } of listed.values()) expect(Date.parse(lastmod ?? ''), loc).not.toBeNaN();
    // Left out: redirects, drafts, thank-you pages, the receipt shell, 404s.
    for (const path of [
      '/news/page/1',
      '/news/posts/draft',
      '/en/news/posts/draft',
      '/contact/thanks',
      '/readiness-check/thanks',
      '/qparc/2025/apply/_',
      '/404',
    ]) {
      expect(listed.has(ORIGIN + path), path).toBe(false);
    }
    expect(listed.has(`${ORIGIN}/news/posts/news-1`)).toBe(true);
    expect(gunzipSync(await readFile(join(dir, 'dist', 'current', 'client', 'sitemap.xml.gz'))).toString('utf8')).toBe(text);
  });

  it('gives every language version of a page, x-default included, and every pair points both ways', async () => {
    const listed = sitemapUrls(xml(await file('sitemap.xml')));
    let pairs = 0;
    for (const { loc, links } of listed.values()) {
      if (links.size === 0) continue;
      expect(links.get('x-default'), loc).toBe(links.get('ja') ?? links.get('en'));
      expect([...links.values()], loc).toContain(loc); // itself
      for (const [lang, href] of links) {
        if (lang === 'x-default' || href === loc) continue;
        expect(listed.get(href)?.links.get(lang === 'ja' ? 'en' : 'ja'), `${href} → ${loc}`).toBe(loc);
        pairs++;
      }
    }
    expect(pairs).toBeGreaterThan(20);
    // A Japanese-only entry has no English version to point to.
    expect(listed.get(`${ORIGIN}/news/posts/news-2`)?.links.size).toBe(0);
    expect(listed.get(`${ORIGIN}/news/posts/news-1`)?.links.get('en')).toBe(`${ORIGIN}/en/news/posts/news-1`);
  });

  it(`becomes an index of chunks past ${SITEMAP_SPLIT.toLocaleString('en')} URLs; a publish writes only the chunks of the pages it changed`, async () => {
    expect(SITEMAP_SPLIT).toBe(5_000);
    // The same site with a split of 10 URLs, in a dist and snapshot of its own.
    const own: Snapshot = structuredClone(snapshot);
    const chunked = (): BuildOptions => ({
      ...options(),
      distDir: join(dir, 'chunked'),
      snapshotDir: join(dir, 'chunked-snapshot'),
      sitemapSplit: 10,
    });
    await writeSnapshot(join(dir, 'chunked-snapshot'), own);
    await seedAppBundles(join(dir, 'chunked'));
    await buildSite(chunked());
    const client = () => join(dir, 'chunked', 'current', 'client');
    const read = async () => {
      const index = xml(await readFile(join(client(), 'sitemap.xml'), 'utf8'));
      expect(index.documentElement.localName).toBe('sitemapindex');
      const chunks = new Map<string, { lastmod: string | undefined; urls: Map<string, Listed>; inode: number }>();
      for (const entry of Array.from(index.getElementsByTagNameNS(SITEMAP_NS, 'sitemap'))) {
        const path = new URL(entry.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0]?.textContent ?? '').pathname.slice(1);
        const text = await readFile(join(client(), path), 'utf8');
        expect(gunzipSync(await readFile(join(client(), `${path}.gz`))).toString('utf8')).toBe(text);
        chunks.set(path, {
          lastmod: entry.getElementsByTagNameNS(SITEMAP_NS, 'lastmod')[0]?.textContent ?? undefined,
          urls: sitemapUrls(xml(text)),
          inode: (await stat(join(client(), path))).ino,
        });
      }
      return chunks;
    };
    // A page's HTML file, by its file's inode: a page rendered again is a new file.
    const pageInodes = async (chunks: Awaited<ReturnType<typeof read>>) => {
      const inodes = new Map<string, number>();
      for (const loc of [...chunks.values()].flatMap((c) => [...c.urls.keys()])) {
        inodes.set(loc, (await stat(join(client(), outputPaths(new URL(loc).pathname).html))).ino);
      }
      return inodes;
    };
    const before = await read();
    const pagesBefore = await pageInodes(before);
    const list = buildUrlList(buildSiteIndex(snapshotSource(own)));
    expect([...pagesBefore.keys()].sort()).toEqual(
      list
        .filter((u) => u.sitemap)
        .map((u) => ORIGIN + u.url)
        .sort(),
    );
    for (const [path, chunk] of before) {
      const newest = Math.max(...[...chunk.urls.values()].map((u) => Date.parse(u.lastmod ?? '')));
      expect(Date.parse(chunk.lastmod ?? ''), path).toBe(newest);
    }
    expect(before.size).toBeGreaterThan(5);

    // One entry edited: a chunk is written anew exactly when a page in it was rendered again; the others are
    // the live release's files, linked.
    const entry = own.lists.news.find((e) => e.title_en) as (typeof own.lists.news)[number];
    const edited = {
      ...entry,
      title: `${entry.title}（改訂）`,
      revisedAt: '2026-01-05T09:00:00.000Z',
      updatedAt: '2026-01-05T09:00:00.000Z',
    };
    own.lists.news = own.lists.news.map((e) => (e.id === entry.id ? edited : e));
    await writeSnapshot(join(dir, 'chunked-snapshot'), own);
    await buildSite(chunked());
    const after = await read();
    const pagesAfter = await pageInodes(after);
    const rendered = new Set([...pagesAfter].filter(([loc, inode]) => pagesBefore.get(loc) !== inode).map(([loc]) => loc));
    expect(rendered.size).toBeGreaterThan(0);
    for (const [path, chunk] of after) {
      const changed = [...chunk.urls.keys()].some((loc) => rendered.has(loc));
      if (changed) expect(before.has(path), `${path} holds a page rendered again`).toBe(false);
      else expect(after.get(path)?.inode, `${path} is the live release's file`).toBe(before.get(path)?.inode);
    }
    const written = [...after.keys()].filter((path) => !before.has(path));
    expect(written.length).toBeLessThan(after.size);
    const found = written.flatMap((path) => [...(after.get(path)?.urls.values() ?? [])]);
    expect(found.find((u) => u.loc === `${ORIGIN}/news/posts/${entry.id}`)?.lastmod).toBe('2026-01-05T09:00:00.000Z');
  }, 120_000);
});

describe('robots.txt', () => {
  it('allows crawling and names the sitemap, disallowing nothing (noindex pages must stay fetchable)', async () => {
    const text = await file('robots.txt');
    expect(text).toContain('User-agent: *');
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(text).not.toMatch(/Disallow:\s*\S/);
  });
});

describe('feeds', () => {
  it('parse as RSS 2.0 and Atom and hold the 50 newest entries of their section in their language', async () => {
    const index = buildSiteIndex(snapshotSource(snapshot));
    for (const locale of ['ja', 'en'] as const) {
      for (const section of ['news', 'case'] as const) {
        const newest = index.sections[section][locale].entries.slice(0, FEED_SIZE);
        for (const format of ['rss', 'atom'] as const) {
          const path = feedPaths(locale)[section][format];
          const feed = parseFeed(await file(path.slice(1)));
          const what = `${locale} ${section} ${format}`;
          expect(feed.meta.type, what).toBe(format);
          expect(feed.language ?? locale, what).toBe(locale);
          expect(feed.items.length, what).toBe(newest.length);
          expect(
            feed.items.map((i) => i.url),
            what,
          ).toEqual(newest.map((e) => `${ORIGIN}${locale === 'en' ? '/en' : ''}/${section}/posts/${e.id}`));
          const first = feed.items[0];
          const text = index.text(section, locale, newest[0]?.id ?? '');
          expect(first?.title, what).toBe(text.title);
          expect(first?.description, what).toBe(text.excerpt);
          expect(
            first?.categories.map((c) => c.label ?? c.term),
            what,
          ).toEqual([expect.stringMatching(locale === 'en' ? /^[A-Z][a-z]/ : /[^\x00-\x7f]/)]);
          expect(first?.published ?? first?.updated, what).toBeInstanceOf(Date);
        }
      }
    }
  });
});

describe('an incremental build (what a publish runs)', () => {
  it('brings a new entry into the sitemap and the feeds of both languages', async () => {
    const added = {
      ...(snapshot.lists.news[0] as (typeof snapshot.lists.news)[number]),
      id: 'brand-new-entry',
      title: '新しいお知らせ',
      title_en: 'A brand-new announcement',
      excerpt: '新しい概要',
      excerpt_en: 'A new summary',
      date: '2025-12-31T09:00:00.000Z',
      updatedAt: '2025-12-31T10:00:00.000Z',
      revisedAt: '2025-12-31T10:00:00.000Z',
    };
    snapshot.lists.news.unshift(added);
    await writeSnapshot(join(dir, 'snapshot'), snapshot);
    const report = await buildSite(options());
    expect(report.rendered).toBeLessThan(100); // incremental, not everything again
    const listed = sitemapUrls(xml(await file('sitemap.xml')));
    expect(listed.get(`${ORIGIN}/news/posts/brand-new-entry`)?.lastmod).toBe('2025-12-31T10:00:00.000Z');
    expect(listed.get(`${ORIGIN}/en/news/posts/brand-new-entry`)?.links.get('ja')).toBe(`${ORIGIN}/news/posts/brand-new-entry`);
    for (const [locale, title] of [
      ['ja', '新しいお知らせ'],
      ['en', 'A brand-new announcement'],
    ] as const) {
      for (const format of ['rss', 'atom'] as const) {
        const feed = parseFeed(await file(feedPaths(locale).news[format].slice(1)));
        expect(feed.items[0]?.title, `${locale} ${format}`).toBe(title);
        expect(feed.items.length).toBe(Math.min(FEED_SIZE, feed.items.length));
      }
    }
  }, 120_000);
});
