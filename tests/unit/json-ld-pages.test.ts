// @vitest-environment jsdom
/**
 * Structured data and feed links on rendered pages, read back the way a
 * crawler reads them: every JSON-LD block parses, each kind of page says
 * what it is, and what it says matches what the page shows (breadcrumb,
 * h1, dates, publication entries).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSiteIndex } from '../../src/prerender/site-index.ts';
import { snapshotSource } from '../../src/prerender/content-source.ts';
import { renderUrl } from '../../src/prerender/render-url.tsx';
import { buildUrlList } from '../../src/prerender/url-list.ts';
import { qparc2025 } from '../../src/content/pages/qparc-apply.ts';
import { makeSnapshot, specs } from '../helpers/snapshot-factory.ts';

const ORIGIN = 'https://jsonld.aonami.test';
const snapshot = makeSnapshot({
  news: specs(12, [
    { category: 'press', year: 2025, english: true },
    { category: 'event', year: 2024 },
  ]),
  cases: specs(3, [{ category: 'chemistry', year: 2025, english: true }]),
  publications: specs(12, [{ category: 'paper', year: 2024, english: true }]),
});
const [revisedNews, , thirdNews] = snapshot.lists.news;
// One entry revised after its shown date, one "revised" before it (an imported, back-dated entry).
if (revisedNews) revisedNews.revisedAt = '2026-01-15T03:00:00.000Z';
if (thirdNews) thirdNews.revisedAt = '2020-01-01T00:00:00.000Z';
const [pub] = snapshot.lists.publications;
if (pub) pub.authors = 'Rina Sugawara,  Takumi Hirano , Wei-Lun Chang';
const index = buildSiteIndex(snapshotSource(snapshot));

interface Node {
  '@type': string;
  '@id'?: string;
  [key: string]: unknown;
}
interface Page {
  doc: Document;
  nodes: Node[];
  blocks: number;
}

beforeAll(() => vi.stubEnv('SITE_ORIGIN', ORIGIN));
afterAll(() => vi.unstubAllEnvs());

async function load(url: string): Promise<Page> {
  const out = await renderUrl(url, { index, buildId: 'test' });
  const doc = new DOMParser().parseFromString(out.html, 'text/html');
  const scripts = [...doc.querySelectorAll('script[type="application/ld+json"]')];
  const nodes = scripts.flatMap((s) => (JSON.parse(s.textContent ?? '') as { '@graph': Node[] })['@graph']);
  return { doc, nodes, blocks: scripts.length };
}

const types = (p: Page) => p.nodes.map((n) => n['@type']);
const node = (p: Page, type: string) => p.nodes.find((n) => n['@type'] === type);
const text = (el: Element | null | undefined) => el?.textContent?.trim() ?? '';

describe('JSON-LD per kind of page', () => {
  it.each([
    ['home', '/', ['Organization', 'WebSite']],
    ['English home', '/en', ['Organization', 'WebSite']],
    ['plain page', '/about', ['Organization', 'WebSite', 'BreadcrumbList']],
    ['careers (a list of roles: no JobPosting)', '/careers', ['Organization', 'WebSite', 'BreadcrumbList']],
    ['news detail', '/news/posts/news-1', ['Organization', 'WebSite', 'BreadcrumbList', 'NewsArticle']],
    ['English news detail', '/en/news/posts/news-1', ['Organization', 'WebSite', 'BreadcrumbList', 'NewsArticle']],
    ['case detail', '/case/posts/case-1', ['Organization', 'WebSite', 'BreadcrumbList', 'Article']],
    ['article', '/articles/20251013', ['Organization', 'WebSite', 'BreadcrumbList', 'Article']],
    ['publication listing', '/publications/page/2', ['Organization', 'WebSite', 'BreadcrumbList', 'ItemList']],
    ['news listing', '/news', ['Organization', 'WebSite', 'BreadcrumbList']],
    ['QPARC programme', '/qparc/2025/apply', ['Organization', 'WebSite', 'BreadcrumbList', 'Event']],
    ['404 page', '/no/such/page', ['Organization', 'WebSite']],
  ])('%s (%s): one block with %j', async (_, url, expected) => {
    const page = await load(url);
    expect(page.blocks).toBe(1);
    expect(types(page)).toEqual(expected);
  });

  it('names the company and the website in the page language, with stable ids the other nodes point to', async () => {
    const ja = await load('/news/posts/news-1');
    const en = await load('/en/news/posts/news-1');
    expect(node(ja, 'Organization')).toMatchObject({
      '@id': `${ORIGIN}/#organization`,
      name: '株式会社アオナミ・クオンタム',
      url: `${ORIGIN}/`,
    });
    expect(node(en, 'Organization')).toMatchObject({ '@id': `${ORIGIN}/#organization`, name: 'Aonami Quantum Inc.', url: `${ORIGIN}/en` });
    expect(node(ja, 'WebSite')).toMatchObject({ '@id': `${ORIGIN}/#website`, inLanguage: 'ja' });
    expect(node(en, 'WebSite')).toMatchObject({ '@id': `${ORIGIN}/en#website`, inLanguage: 'en' });
    expect(node(en, 'Organization')?.address).toMatchObject({ addressLocality: 'Chiyoda-ku', addressCountry: 'JP' });
    expect(node(en, 'NewsArticle')).toMatchObject({
      publisher: { '@id': `${ORIGIN}/#organization` },
      author: { '@id': `${ORIGIN}/#organization` },
      isPartOf: { '@id': `${ORIGIN}/en#website` },
      inLanguage: 'en',
      mainEntityOfPage: `${ORIGIN}/en/news/posts/news-1`,
    });
  });
});

describe('dates of articles', () => {
  it('add dateModified only for a revision after the shown date', async () => {
    expect(node(await load('/news/posts/news-1'), 'NewsArticle')).toMatchObject({ dateModified: '2026-01-15T03:00:00.000Z' });
    expect(node(await load('/news/posts/news-3'), 'NewsArticle')).not.toHaveProperty('dateModified');
  });
});

describe('JSON-LD agrees with the page', () => {
  it('every page with a breadcrumb has a BreadcrumbList with the same names and absolute links', async () => {
    let checked = 0;
    for (const entry of buildUrlList(index)) {
      if (entry.kind === 'redirect') continue;
      const page = await load(entry.url);
      const crumbs = [...page.doc.querySelectorAll('nav.breadcrumbs li')];
      const list = node(page, 'BreadcrumbList');
      if (crumbs.length === 0) {
        expect(list, entry.url).toBeUndefined();
        continue;
      }
      const items = (list?.itemListElement ?? []) as { position: number; name: string; item?: string }[];
      expect(
        items.map((i) => i.name),
        entry.url,
      ).toEqual(crumbs.map((li) => text(li)));
      expect(
        items.map((i) => i.position),
        entry.url,
      ).toEqual(crumbs.map((_, i) => i + 1));
      expect(
        items.map((i) => i.item),
        entry.url,
      ).toEqual(crumbs.map((li) => li.querySelector('a')?.getAttribute('href') ?? undefined).map((href) => href && `${ORIGIN}${href}`));
      checked += 1;
    }
    expect(checked).toBeGreaterThan(60);
  });

  it.each(['/news/posts/news-2', '/en/case/posts/case-1', '/articles/20250601'])(
    '%s: headline is the h1, datePublished the shown date, description the excerpt',
    async (url) => {
      const page = await load(url);
      const article = page.nodes.find((n) => n['@type'] === 'NewsArticle' || n['@type'] === 'Article');
      expect(article?.headline).toBe(text(page.doc.querySelector('h1')));
      expect(article?.datePublished).toBe(page.doc.querySelector('.page-hero time')?.getAttribute('datetime'));
      expect(article?.description).toBe(page.doc.querySelector('meta[name="description"]')?.getAttribute('content'));
      expect(article?.image).toBe(page.doc.querySelector('meta[property="og:image"]')?.getAttribute('content'));
    },
  );

  it('a publication listing lists the entries it shows, in order, with authors, venue, date and DOI', async () => {
    const page = await load('/publications');
    const list = node(page, 'ItemList');
    const entries = [...page.doc.querySelectorAll('article.publication')];
    const items = (list?.itemListElement ?? []) as { position: number; item: Node }[];
    expect(items).toHaveLength(entries.length);
    expect(list?.numberOfItems).toBe(entries.length);
    items.forEach(({ item }, i) => {
      const el = entries[i];
      expect(item['@type']).toBe('ScholarlyArticle');
      expect(item.headline).toBe(text(el?.querySelector('.publication__title')));
      expect(item.datePublished).toBe(el?.querySelector('time')?.getAttribute('datetime'));
      expect((item.isPartOf as { name: string }).name).toBe(text(el?.querySelector('.publication__venue')));
      expect((item.author as { name: string }[]).map((a) => a.name).join(', ')).toBe(
        text(el?.querySelector('.publication__authors'))
          .split(',')
          .map((a) => a.trim())
          .join(', '),
      );
    });
    const first = items[0]?.item;
    expect(first?.author).toEqual(['Rina Sugawara', 'Takumi Hirano', 'Wei-Lun Chang'].map((name) => ({ '@type': 'Person', name })));
    expect(first?.identifier).toEqual({ '@type': 'PropertyValue', propertyID: 'DOI', value: '10.5555/test.1' });
    expect(first?.sameAs).toBe('https://doi.org/10.5555/test.1');
  });

  it('the QPARC programme: the dates, venue and organiser the page states, and the open application as its offer', async () => {
    const page = await load('/qparc/2025/apply');
    const event = node(page, 'Event');
    const facts = Object.fromEntries(
      [...page.doc.querySelectorAll('.facts__row')].map((r) => [text(r.querySelector('dt')), text(r.querySelector('dd'))]),
    );
    expect(event).toMatchObject({
      name: qparc2025.name,
      startDate: '2025-10-01',
      endDate: '2027-03-31',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
      organizer: { '@id': `${ORIGIN}/#organization` },
      url: `${ORIGIN}/qparc/2025/apply`,
      offers: {
        '@type': 'Offer',
        url: `${ORIGIN}/qparc/2025/apply`,
        availability: 'https://schema.org/InStock',
        validFrom: qparc2025.applicationsOpened,
      },
    });
    expect(facts['期間']).toBe('2025年10月1日〜2027年3月31日');
    expect(facts['対面の会場']).toContain((event?.location as { name: string }[])[0]?.name);
    expect(facts['オンラインの会場']).toBe((event?.location as { name: string }[])[1]?.name);
    expect(facts['主催']).toBe(node(page, 'Organization')?.name);
    expect(page.doc.body.textContent).toContain(String(event?.description));
    // The offer is the form on the page: applications go to the QPARC intake.
    expect(page.doc.querySelector('main form')?.getAttribute('action')).toMatch(/^\/api\/forms\/qparc(?:\?|$)/);
  });
});

describe('feed links', () => {
  const feedLinks = (doc: Document) =>
    [...doc.head.querySelectorAll('link[rel="alternate"][type]')].map((l) => [
      l.getAttribute('type'),
      l.getAttribute('title'),
      l.getAttribute('href'),
    ]);

  it.each(['/', '/about', '/news/posts/news-1', '/no/such/page'])('a Japanese page (%s) links the Japanese feeds', async (url) => {
    expect(feedLinks((await load(url)).doc)).toEqual([
      ['application/rss+xml', 'アオナミ・クオンタムのニュース（RSS）', '/news/rss.xml'],
      ['application/atom+xml', 'アオナミ・クオンタムのニュース（Atom）', '/news/atom.xml'],
      ['application/rss+xml', 'アオナミ・クオンタムの導入事例（RSS）', '/case/rss.xml'],
      ['application/atom+xml', 'アオナミ・クオンタムの導入事例（Atom）', '/case/atom.xml'],
    ]);
  });

  it.each(['/en', '/en/publications', '/en/no/such/page'])('an English page (%s) links the English feeds', async (url) => {
    expect(feedLinks((await load(url)).doc)).toEqual([
      ['application/rss+xml', 'Aonami Quantum news (RSS)', '/en/news/rss.xml'],
      ['application/atom+xml', 'Aonami Quantum news (Atom)', '/en/news/atom.xml'],
      ['application/rss+xml', 'Aonami Quantum case studies (RSS)', '/en/case/rss.xml'],
      ['application/atom+xml', 'Aonami Quantum case studies (Atom)', '/en/case/atom.xml'],
    ]);
  });
});
