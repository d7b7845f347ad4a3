/**
 * The build's plan is made in the render workers, one share per language (src/prerender/plan-urls.ts), and
 * put back together by the build. Together the shares must say exactly what one pass over the route table
 * says: the same URLs in the same order, the same signatures, redirects and shells, the same sitemap, and the
 * feeds and manifest once.
 */
import { describe, expect, it } from 'vitest';
import { locales } from '../../src/i18n/locales.ts';
import { buildSiteIndex } from '../../src/prerender/site-index.ts';
import { snapshotSource } from '../../src/prerender/content-source.ts';
import { urlEntries, urlSignature } from '../../src/prerender/url-list.ts';
import { orderedGroups, planUrls } from '../../src/prerender/plan-urls.ts';
import { sitemapFiles, sitemapFilesFrom } from '../../src/prerender/sitemap.ts';
import { feedFiles } from '../../src/prerender/feeds.ts';
import { makeSnapshot, specs } from '../helpers/snapshot-factory.ts';

const ORIGIN = 'https://www.example.test';

describe('the plan in shares by language', () => {
  it('is one pass over the route table, put back together', async () => {
    const index = buildSiteIndex(
      snapshotSource(
        makeSnapshot({
          news: specs(45, [
            { category: 'press', year: 2025, english: true },
            { category: 'event', year: 2024 },
          ]),
          cases: specs(7, [{ category: 'chemistry', year: 2025, english: true }]),
          publications: specs(26, [{ category: 'paper', year: 2023, english: true }]),
        }),
      ),
    );
    const shares = locales.map((l, i) =>
      planUrls(index, { version: 'v1', origin: ORIGIN, buildId: 'b1', locales: [l], siteData: i === locales.length - 1 }),
    );
    const groups = orderedGroups([...shares].reverse()); // the order the workers answer in does not matter
    const all = [...urlEntries(index)];

    expect(groups.flatMap((g) => g.urls)).toEqual(all.map((u) => u.url));
    expect(groups.flatMap((g) => g.sigs)).toEqual(all.map((u) => urlSignature('v1', u)));
    expect(groups.flatMap((g) => g.redirects)).toEqual(all.flatMap((u) => (u.kind === 'redirect' ? [[u.url, u.redirectTo]] : [])));
    expect(groups.flatMap((g) => g.shells.map(([, shell]) => shell))).toEqual(all.filter((u) => u.kind === 'shell').map((u) => u.url));
    expect(all.some((u) => u.kind === 'redirect') && all.some((u) => u.kind === 'shell')).toBe(true);

    const sitemap = { xml: groups.flatMap((g) => g.sitemap.xml), lastmod: groups.flatMap((g) => g.sitemap.lastmod) };
    const pages = all.flatMap((u) => (u.sitemap ? [{ url: u.url, ...u.sitemap }] : []));
    expect(await sitemapFilesFrom(ORIGIN, sitemap)).toEqual(await sitemapFiles(ORIGIN, pages));
    expect(await sitemapFilesFrom(ORIGIN, sitemap, 40)).toEqual(await sitemapFiles(ORIGIN, pages, 40));

    expect(shares.filter((s) => s.feeds)).toHaveLength(1);
    expect(shares.at(-1)?.feeds).toEqual(feedFiles(index, ORIGIN));
    expect(JSON.parse(shares.at(-1)?.manifest ?? '{}')).toMatchObject({ buildId: 'b1' });
  });
});
