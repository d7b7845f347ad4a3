// @vitest-environment jsdom
/**
 * The head tags a crawler or a social network reads: canonical and hreflang
 * URLs, Open Graph and Twitter cards with an absolute share image, icons and
 * the web manifest, all escaped.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderDocument, type DocumentParts } from '../../src/prerender/document.ts';
import type { PageMeta } from '../../src/data/page-data.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { buildSiteIndex } from '../../src/prerender/site-index.ts';
import { snapshotSource } from '../../src/prerender/content-source.ts';
import { postData } from '../../src/prerender/post-data.ts';
import { makeSnapshot, specs } from '../helpers/snapshot-factory.ts';

const ORIGIN = 'https://staging.aonami.test';

function render(locale: Locale, path: string, meta: PageMeta, isHome = false): { html: string; head: HTMLHeadElement } {
  const parts: DocumentParts = { locale, path, meta, isHome, appHtml: '<main></main>', appData: {} };
  const html = renderDocument(parts);
  return { html, head: new DOMParser().parseFromString(html, 'text/html').head };
}

const metaContent = (head: HTMLHeadElement, key: string) =>
  head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? undefined;
const metaContents = (head: HTMLHeadElement, key: string) =>
  [...head.querySelectorAll(`meta[property="${key}"]`)].map((m) => m.getAttribute('content'));
const linkHref = (head: HTMLHeadElement, rel: string) => head.querySelector(`link[rel="${rel}"]`)?.getAttribute('href') ?? undefined;
const hreflangs = (head: HTMLHeadElement) =>
  Object.fromEntries(
    [...head.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]),
  );

beforeEach(() => vi.stubEnv('SITE_ORIGIN', ORIGIN));
afterEach(() => vi.unstubAllEnvs());

describe('document head', () => {
  it('names the origin of the forms service only when the pages post elsewhere (API_ORIGIN)', () => {
    const meta: PageMeta = { title: 'お問い合わせ', description: '説明', alternates: { ja: '/contact', en: '/en/contact' } };
    expect(render('ja', '/contact', meta).head.querySelector('meta[name="api-origin"]')).toBeNull();
    vi.stubEnv('API_ORIGIN', 'https://forms.aonami.test');
    expect(metaContent(render('ja', '/contact', meta).head, 'api-origin')).toBe('https://forms.aonami.test');
  });

  it('home: absolute canonical, hreflang ja/en/x-default, the default share image, twitter card, icons and manifest', () => {
    const { head } = render(
      'ja',
      '/',
      { title: '量子コンピュータを、研究開発の実務に。', description: '説明', alternates: { ja: '/', en: '/en' } },
      true,
    );
    expect(linkHref(head, 'canonical')).toBe(`${ORIGIN}/`);
    expect(hreflangs(head)).toEqual({ ja: `${ORIGIN}/`, en: `${ORIGIN}/en`, 'x-default': `${ORIGIN}/` });
    expect(metaContent(head, 'og:type')).toBe('website');
    expect(metaContent(head, 'og:url')).toBe(`${ORIGIN}/`);
    expect(metaContent(head, 'og:locale')).toBe('ja_JP');
    expect(metaContents(head, 'og:locale:alternate')).toEqual(['en_US']);
    expect(metaContent(head, 'og:image')).toBe(`${ORIGIN}/og-default.png`);
    expect(metaContent(head, 'og:image:width')).toBe('1200');
    expect(metaContent(head, 'og:image:height')).toBe('630');
    expect(metaContent(head, 'og:image:alt')).toContain('株式会社アオナミ・クオンタム');
    expect(metaContent(head, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(head, 'twitter:title')).toBe(head.querySelector('title')?.textContent);
    expect(metaContent(head, 'twitter:description')).toBe('説明');
    expect(metaContent(head, 'twitter:image')).toBe(`${ORIGIN}/og-default.png`);
    expect(metaContent(head, 'twitter:image:alt')).toBe(metaContent(head, 'og:image:alt'));
    expect(head.querySelector('link[rel="icon"]')?.outerHTML).toBe('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    expect(linkHref(head, 'apple-touch-icon')).toBe('/icons/apple-touch-icon.png');
    expect(linkHref(head, 'manifest')).toBe('/manifest.webmanifest');
  });

  it('falls back to the canonical origin without SITE_ORIGIN', () => {
    vi.stubEnv('SITE_ORIGIN', '');
    const { head } = render('en', '/en/about', { title: 'About Us', description: 'd', alternates: { ja: '/about', en: '/en/about' } });
    expect(linkHref(head, 'canonical')).toBe('https://www.aonami-quantum.example/en/about');
    expect(metaContent(head, 'og:image')).toBe('https://www.aonami-quantum.example/og-default.png');
  });

  it('a page with a counterpart: both hreflangs, x-default to Japanese, og:locale:alternate; English alt text', () => {
    const { head } = render('en', '/en/about', { title: 'About Us', description: 'd', alternates: { ja: '/about', en: '/en/about' } });
    expect(linkHref(head, 'canonical')).toBe(`${ORIGIN}/en/about`);
    expect(hreflangs(head)).toEqual({ ja: `${ORIGIN}/about`, en: `${ORIGIN}/en/about`, 'x-default': `${ORIGIN}/about` });
    expect(metaContent(head, 'og:type')).toBe('article');
    expect(metaContent(head, 'og:locale')).toBe('en_US');
    expect(metaContents(head, 'og:locale:alternate')).toEqual(['ja_JP']);
    expect(metaContent(head, 'og:image:alt')).toMatch(/^Aonami Quantum Inc\. logo/);
  });

  it('a page without a counterpart: only its own hreflang, no x-default, no og:locale:alternate', () => {
    const { head } = render('ja', '/articles/a1', { title: '記事', description: 'd', alternates: { ja: '/articles/a1' } });
    expect(hreflangs(head)).toEqual({ ja: `${ORIGIN}/articles/a1` });
    expect(metaContents(head, 'og:locale:alternate')).toEqual([]);
    expect(metaContent(head, 'og:image')).toBe(`${ORIGIN}/og-default.png`);
  });

  it('an error page has no alternates at all', () => {
    const { head } = render('ja', '/nope', { title: 'ページが見つかりません', description: 'x', robots: 'noindex', alternates: {} });
    expect(hreflangs(head)).toEqual({});
    expect(metaContents(head, 'og:locale:alternate')).toEqual([]);
  });

  it('uses a page image: absolute CMS URLs unchanged, site paths made absolute', () => {
    const cms = 'https://images.microcms-assets.io/assets/abc/def/photo.jpg?w=1200';
    let { head } = render('ja', '/news/posts/n1', {
      title: 'ニュース',
      description: 'd',
      alternates: { ja: '/news/posts/n1' },
      image: { url: cms, width: 1200, height: 800, alt: '実験装置の写真' },
    });
    expect(metaContent(head, 'og:image')).toBe(cms);
    expect(metaContent(head, 'og:image:width')).toBe('1200');
    expect(metaContent(head, 'og:image:height')).toBe('800');
    expect(metaContent(head, 'og:image:alt')).toBe('実験装置の写真');
    expect(metaContent(head, 'twitter:image')).toBe(cms);

    ({ head } = render('ja', '/news/posts/n1', {
      title: 'ニュース',
      description: 'd',
      alternates: { ja: '/news/posts/n1' },
      image: { url: '/cms-assets/photo.png', width: 1600, height: 900, alt: '' },
    }));
    expect(metaContent(head, 'og:image')).toBe(`${ORIGIN}/cms-assets/photo.png`);
    expect(metaContent(head, 'og:image:alt')).toBe('ニュース');
  });

  it('falls back to the default image for an SVG page image', () => {
    for (const url of ['/cms-assets/eyecatch-1.svg', 'https://images.microcms-assets.io/assets/x/y/Diagram.SVG?fm=svg']) {
      const { head } = render('en', '/en/news/posts/n2', {
        title: 'News',
        description: 'd',
        alternates: { en: '/en/news/posts/n2' },
        image: { url, width: 1200, height: 630, alt: 'Orbital diagram' },
      });
      expect(metaContent(head, 'og:image')).toBe(`${ORIGIN}/og-default.png`);
      expect(metaContent(head, 'og:image:width')).toBe('1200');
      expect(metaContent(head, 'og:image:height')).toBe('630');
      expect(metaContent(head, 'og:image:alt')).toMatch(/^Aonami Quantum Inc\. logo/);
      expect(metaContent(head, 'twitter:image')).toBe(`${ORIGIN}/og-default.png`);
    }
  });

  it('escapes "<>& in titles, descriptions and image fields', () => {
    const nasty = 'A "quote" <script>alert(1)</script> & more';
    const { html, head } = render('en', '/en/news/posts/x', {
      title: nasty,
      description: nasty,
      alternates: { en: '/en/news/posts/x' },
      image: { url: 'https://cdn.example.test/a.png?x="><b>&y=1', width: 10, height: 10, alt: nasty },
    });
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toMatch(/content="[^"]*"quote/);
    expect(html).toContain('<title>A &quot;quote&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; more | Aonami Quantum</title>');
    expect(html).toContain(
      '<meta name="twitter:title" content="A &quot;quote&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; more | Aonami Quantum">',
    );
    expect(head.querySelector('title')?.textContent).toBe(`${nasty} | Aonami Quantum`);
    expect(metaContent(head, 'og:title')).toBe(`${nasty} | Aonami Quantum`);
    expect(metaContent(head, 'description')).toBe(nasty);
    expect(metaContent(head, 'og:image:alt')).toBe(nasty);
    expect(metaContent(head, 'og:image')).toMatch(/^https:\/\/cdn\.example\.test\/a\.png\?x=/);
    expect(head.querySelector('b')).toBeNull();
  });
});

describe('news and case detail pages', () => {
  const snapshot = makeSnapshot({
    news: specs(2, [{ category: 'press', year: 2025, english: true }]),
    cases: specs(1, [{ category: 'chemistry', year: 2025, english: false }]),
  });
  const [raster, svg] = snapshot.lists.news;
  if (!raster || !svg || !snapshot.lists.cases[0]) throw new Error('fixture');
  raster.eyecatch = { url: 'https://images.microcms-assets.io/assets/s/p/press.png', width: 1200, height: 675 };
  svg.eyecatch = { url: '/cms-assets/eyecatch-2.svg', width: 1200, height: 630, alt: '図' };
  snapshot.lists.cases[0].eyecatch = { url: '/cms-assets/case-1.jpg', width: 1280, height: 720, alt: '研究所の外観' };
  const index = buildSiteIndex(snapshotSource(snapshot));

  it('a raster eyecatch becomes the share image, its alt falling back to the title', () => {
    const page = postData(index, 'news', 'ja', raster.id);
    expect(page.meta.image).toEqual({ url: raster.eyecatch?.url, width: 1200, height: 675, alt: raster.title });
    const { head } = render('ja', `/news/posts/${raster.id}`, page.meta);
    expect(metaContent(head, 'og:image')).toBe('https://images.microcms-assets.io/assets/s/p/press.png');
    expect(metaContent(head, 'og:image:height')).toBe('675');
    expect(metaContent(head, 'og:image:alt')).toBe(raster.title);
    expect(metaContents(head, 'og:locale:alternate')).toEqual(['en_US']);
    expect(Object.keys(hreflangs(head))).toEqual(['ja', 'en', 'x-default']);
  });

  it('an SVG eyecatch falls back to the default image', () => {
    const page = postData(index, 'news', 'en', svg.id);
    const { head } = render('en', `/en/news/posts/${svg.id}`, page.meta);
    expect(metaContent(head, 'og:image')).toBe(`${ORIGIN}/og-default.png`);
    expect(metaContent(head, 'twitter:image')).toBe(`${ORIGIN}/og-default.png`);
  });

  it('a case eyecatch on the site is made absolute; no counterpart, no alternates', () => {
    const id = snapshot.lists.cases[0]?.id ?? '';
    const page = postData(index, 'case', 'ja', id);
    const { head } = render('ja', `/case/posts/${id}`, page.meta);
    expect(metaContent(head, 'og:image')).toBe(`${ORIGIN}/cms-assets/case-1.jpg`);
    expect(metaContent(head, 'og:image:alt')).toBe('研究所の外観');
    expect(Object.keys(hreflangs(head))).toEqual(['ja']);
    expect(metaContents(head, 'og:locale:alternate')).toEqual([]);
  });
});
