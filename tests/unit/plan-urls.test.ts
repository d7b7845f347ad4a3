/**
 * The build's plan is made in the render workers, one share per language (src/prerender/plan-urls.ts), and
 * put back together by the build. Together the shares must say exactly what one pass over the route table
 * says: the same URLs in the same order, the same signatures, redirects and shells, the same sitemap, and the
 * feeds and manifest once.
 */
import { describe, expect, it } from 'vitest';
import { locales } from '../../src/i18n/locales.ts';
import { buildSiteIndex, type SiteIndex } from '../../src/prerender/site-index.ts';
import { snapshotSource } from '../../src/prerender/content-source.ts';
import { urlEntries } from '../../src/prerender/url-list.ts';
import { urlSignature } from '../../src/prerender/url-signature.ts';
import { planUrls } from '../../src/prerender/plan-urls.ts';
import { orderedGroups } from '../../src/prerender/plan-shares.ts';
import { sitemapFiles, sitemapFilesFrom } from '../../src/prerender/sitemap.ts';
import { feedFiles } from '../../src/prerender/feeds.ts';
import { makeSnapshot, specs } from '../helpers/snapshot-factory.ts';

const ORIGIN = 'https://www.example.test';

/** Plans `index` in one share per language and checks the shares against one pass over the route table. */
async function expectOnePass(index: SiteIndex): Promise<void> {
  const shares = locales.map((l, i) =>
    planUrls(index, { version: 'v1', origin: ORIGIN, buildId: 'b1', locales: [l], siteData: i === locales.length - 1, keep: true }),
  );
  const groups = orderedGroups([...shares].reverse()); // the order the workers answer in does not matter
  const all = [...urlEntries(index)];

  expect(groups.flatMap((g) => g.urls)).toEqual(all.map((u) => u.url));
  expect(groups.flatMap((g) => g.sigs)).toEqual(all.map((u) => urlSignature('v1', u)));
  expect(groups.flatMap((g) => g.redirects)).toEqual(all.flatMap((u) => (u.kind === 'redirect' ? [[u.url, u.redirectTo]] : [])));
  expect(groups.flatMap((g) => g.shells.map(([, shell]) => shell))).toEqual(all.filter((u) => u.kind === 'shell').map((u) => u.url));
  expect(all.some((u) => u.kind === 'redirect') && all.some((u) => u.kind === 'shell')).toBe(true);

  const sitemap = {
    xml: groups.flatMap((g) => g.sitemap.xml),
    lastmod: groups.flatMap((g) => g.sitemap.lastmod),
    chunks: groups.flatMap((g) => g.sitemap.chunks),
    sigs: groups.flatMap((g) => g.sitemap.sigs),
  };
  const pages = all.flatMap((u) => (u.sitemap ? [{ url: u.url, ...u.sitemap }] : []));
  expect(await sitemapFilesFrom(ORIGIN, sitemap)).toEqual(await sitemapFiles(ORIGIN, pages));
  // In chunks: every page's element once, in the chunk of its route and language (details: and year).
  expect(sitemap.sigs).toEqual(all.filter((u) => u.sitemap).map((u) => urlSignature('v1', u)));
  const chunked = await sitemapFilesFrom(ORIGIN, sitemap, { split: 40 });
  const elements = Object.entries(chunked.files).filter(([path]) => path.startsWith('sitemaps/'));
  expect(elements.map(([, text]) => text.match(/<url>/g)?.length ?? 0).reduce((a, b) => a + b, 0)).toBe(pages.length);
  expect(elements.some(([path]) => path.startsWith('sitemaps/pages-ja-'))).toBe(true);
  expect(elements.some(([path]) => /^sitemaps\/news-post-en-[a-z0-9-]+-[0-9a-f]{12}\.xml$/.test(path))).toBe(true);

  expect(shares.filter((s) => s.feeds)).toHaveLength(1);
  expect(shares.at(-1)?.feeds).toEqual(feedFiles(index, ORIGIN));
  expect(JSON.parse(shares.at(-1)?.manifest ?? '{}')).toMatchObject({ buildId: 'b1' });
}

describe('the plan in shares by language', () => {
  it('is one pass over the route table, put back together, also after edits (detail pages kept from the last plan)', async () => {
    const snapshot = makeSnapshot({
      news: specs(45, [
        { category: 'press', year: 2025, english: true },
        { category: 'event', year: 2024 },
      ]),
      cases: specs(7, [{ category: 'chemistry', year: 2025, english: true }]),
      publications: specs(26, [{ category: 'paper', year: 2023, english: true }]),
    });
    await expectOnePass(buildSiteIndex(snapshotSource(snapshot)));

    // An editor's publishes: a new title, an entry moved in time, another to an other category, one deleted,
    // English added to one, and a case study's title; its neighbours and related blocks change with them.
    const news = snapshot.lists.news;
    const at = (i: number) => news[i] as (typeof news)[number];
    Object.assign(at(3), { title: '改訂されたニュース' });
    Object.assign(at(10), { date: '2023-01-05T00:00:00.000Z', year: { id: '2023' } });
    Object.assign(at(12), { category: { id: 'press' } });
    Object.assign(at(7), { title_en: 'Now in English', excerpt_en: 'Summary', body_en: '<p>Body</p>' });
    snapshot.lists.news = news.filter((_, i) => i !== 20);
    Object.assign(snapshot.lists.cases[2] ?? {}, { title: '改訂された事例' });
    await expectOnePass(buildSiteIndex(snapshotSource(snapshot)));
  });
});
