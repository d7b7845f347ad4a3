import { describe, expect, it } from 'vitest';
import { buildSiteIndex } from '../../src/prerender/site-index.ts';
import { snapshotSource } from '../../src/prerender/content-source.ts';
import { buildUrlList } from '../../src/prerender/url-list.ts';
import { articles } from '../../src/content/articles.ts';
import { makeSnapshot, specs } from '../helpers/snapshot-factory.ts';

// 20 news: 10 press/2025 with English, 10 event/2024 Japanese only (page size 9).
const snapshot = makeSnapshot({
  news: specs(20, [
    { category: 'press', year: 2025, english: true },
    { category: 'event', year: 2024 },
  ]),
  cases: specs(4, [
    { category: 'chemistry', year: 2025, english: true },
    { category: 'chemistry', year: 2023 },
  ]),
  publications: specs(12, [{ category: 'paper', year: 2024, english: true }]),
});
const index = buildSiteIndex(snapshotSource(snapshot));
const list = buildUrlList(index);
const urls = new Set(list.map((u) => u.url));
const byUrl = new Map(list.map((u) => [u.url, u]));

describe('URL list (route table × snapshot)', () => {
  it('has every fixed Japanese route of the spec', () => {
    const fixed = [
      '/',
      '/about',
      '/about/team',
      '/anti-corruption-policy',
      '/information_security_policy',
      '/privacy_policy',
      '/articles',
      '/brochure',
      '/careers',
      '/contact',
      '/contact/thanks',
      '/readiness-check',
      '/readiness-check/thanks',
      '/technology',
      '/services',
      '/services/crs',
      '/services/crs/physilenz',
      '/services/miqan',
      '/services/qamuy',
      '/services/qs',
      '/services/quri',
      '/services/qurichemistry',
      '/services/research',
      '/qparc/2025/apply',
      '/case/posts/draft',
      '/news/posts/draft',
      '/publications/draft',
    ];
    for (const url of fixed) expect(urls, url).toContain(url);
  });

  it('has the ten dated articles and the hashed one', () => {
    const dated = ['20250601', '20250605', '20250609', '20250613', '20250717', '20250827', '20250924', '20251008', '20251013', '20251025'];
    for (const id of dated) expect(urls).toContain(`/articles/${id}`);
    const hashed = articles.filter((a) => /^20250601.{16,}$/.test(a.id));
    expect(hashed).toHaveLength(1);
    expect(urls).toContain(`/articles/${hashed[0]?.id}`);
  });

  it('has the English mirror and none of the Japanese-only routes under /en', () => {
    const english = [
      '/en',
      '/en/about',
      '/en/about/team',
      '/en/anti-corruption-policy',
      '/en/careers',
      '/en/case',
      '/en/contact',
      '/en/contact/thanks',
      '/en/information_security_policy',
      '/en/news',
      '/en/privacy_policy',
      '/en/publications',
      '/en/services',
      '/en/technology',
      '/en/services/crs',
      '/en/services/qamuy',
      '/en/services/qs',
      '/en/services/quri',
      '/en/services/qurichemistry',
      '/en/services/research',
      '/en/publications/draft',
    ];
    for (const url of english) expect(urls, url).toContain(url);
    const forbidden = ['miqan', 'physilenz', 'articles', 'brochure', 'readiness-check', 'qparc'];
    for (const url of urls) {
      if (url.startsWith('/en')) for (const word of forbidden) expect(url, url).not.toContain(word);
    }
  });

  it('pages listings at 9 per page, with /page/1 redirecting to the unpaged URL', () => {
    expect(urls).toContain('/news');
    expect(urls).toContain('/news/page/2');
    expect(urls).toContain('/news/page/3');
    expect(urls).not.toContain('/news/page/4');
    expect(byUrl.get('/news/page/1')).toMatchObject({ kind: 'redirect', redirectTo: '/news' });
    expect(byUrl.get('/news/category/press/page/1')).toMatchObject({ kind: 'redirect', redirectTo: '/news/category/press' });
    expect(urls).toContain('/news/category/press/page/2');
    expect(urls).not.toContain('/news/category/press/page/3');
    expect(urls).toContain('/news/year/2024/page/2');
    expect(urls).toContain('/publications/page/2');
    expect(urls).not.toContain('/publications/page/3');
  });

  it('lists only categories and years that have entries in that language', () => {
    expect(urls).not.toContain('/news/category/empty');
    expect(urls).not.toContain('/news/year/2023');
    expect(urls).toContain('/en/news/category/press');
    expect(urls).not.toContain('/en/news/category/event');
    expect(urls).not.toContain('/en/news/year/2024');
    expect(urls).toContain('/en/news/page/2');
    expect(urls).not.toContain('/en/news/page/3');
  });

  it('has a detail page per entry, and in English only for entries with an English version', () => {
    const jaNews = list.filter((u) => u.routeId === 'news.post' && u.locale === 'ja');
    const enNews = list.filter((u) => u.routeId === 'news.post' && u.locale === 'en');
    expect(jaNews).toHaveLength(20);
    expect(enNews).toHaveLength(10);
    expect(urls).toContain('/en/news/posts/news-1');
    expect(urls).not.toContain('/en/news/posts/news-2');
  });

  it('redirects the bare posts path to the listing', () => {
    expect(byUrl.get('/news/posts')).toMatchObject({ kind: 'redirect', redirectTo: '/news' });
    expect(byUrl.get('/en/case/posts')).toMatchObject({ kind: 'redirect', redirectTo: '/en/case' });
  });

  it('serves the QPARC completion page from one shell', () => {
    const shells = list.filter((u) => u.kind === 'shell');
    expect(shells.map((u) => u.url)).toEqual(['/qparc/2025/apply/_']);
  });

  it('records what each page shows, so a rebuild renders only pages whose inputs changed', () => {
    const deps = (url: string) => (byUrl.get(url)?.deps ?? []).map((d) => d.replace(/@[\w-]{16}$/, ''));
    // Newest first: news-1, news-3, news-5 … (2025) then the 2024 entries.
    expect(deps('/news/posts/news-3')).toEqual(
      expect.arrayContaining(['news/news-3', 'older:news/news-5', 'newer:news/news-1', 'related:news/news-1', 'categories']),
    );
    // Page 2 shows the 10th to 18th newest entries, and the listing's size and filters.
    const page2 = deps('/news/page/2');
    expect(page2).toEqual(expect.arrayContaining(['categories', 'years', `count@${index.sections.news.ja.entries.length}`]));
    expect(page2.filter((d) => d.startsWith('news/'))).toEqual(index.sections.news.ja.entries.slice(9, 18).map((e) => `news/${e.id}`));
    expect(deps('/')).toEqual(expect.arrayContaining(['home', 'news/news-1', 'categories']));
    expect(deps('/about')).toEqual([]);
  });

  it('never lists a URL twice', () => {
    expect(urls.size).toBe(list.length);
  });
});
