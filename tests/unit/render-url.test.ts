import { describe, expect, it } from 'vitest';
import { buildSiteIndex } from '../../src/prerender/site-index.ts';
import { snapshotSource } from '../../src/prerender/content-source.ts';
import { renderUrl } from '../../src/prerender/render-url.tsx';
import { routeTable, type RouteDef } from '../../src/routes.ts';
import { makeSnapshot, specs } from '../helpers/snapshot-factory.ts';

const index = buildSiteIndex(
  snapshotSource(
    makeSnapshot({
      news: specs(20, [
        { category: 'press', year: 2025, english: true },
        { category: 'event', year: 2024 },
      ]),
      cases: specs(3, [{ category: 'chemistry', year: 2025, english: true }]),
      publications: specs(3, [{ category: 'paper', year: 2024, english: true }]),
    }),
  ),
);
const ctx = { index, buildId: 'test-build' };
const render = (url: string) => renderUrl(url, ctx);

describe('renderUrl', () => {
  it('renders a Japanese page with lang, og:locale, theme colour and a real title', async () => {
    const out = await render('/news/page/2');
    expect(out.kind).toBe('page');
    expect(out.html).toContain('<html lang="ja">');
    expect(out.html).toContain('<meta property="og:locale" content="ja_JP">');
    expect(out.html).toContain('<meta name="theme-color" content="#03A49E">');
    expect(out.html).toMatch(/<title>ニュース（2ページ目） \| アオナミ・クオンタム<\/title>/);
  });

  it('renders an English page with lang en and en_US', async () => {
    const out = await render('/en/news/posts/news-1');
    expect(out.kind).toBe('page');
    expect(out.html).toContain('<html lang="en">');
    expect(out.html).toContain('content="en_US"');
    expect(out.html).toContain('<title>News 1 | Aonami Quantum</title>');
    expect(out.html).toContain('hreflang="ja"');
  });

  it('returns the payload the browser fetches: the page data of that URL', async () => {
    const out = await render('/news');
    if (out.kind !== 'page') throw new Error(out.kind);
    expect(out.payload.buildId).toBe('test-build');
    expect('data' in out.payload && out.payload.data.meta.title).toBe('ニュース');
    // The hydration data in the HTML carries the same loader data, with `<` escaped.
    expect(out.html).toMatch(/<script type="application\/json" id="app-data">[^<]*"loaderData"/);
  });

  it.each([
    '/news/page/0',
    '/news/page/4',
    '/news/page/abc',
    '/news/page/02',
    '/news/category/nope',
    '/news/category/empty',
    '/news/year/1999',
    '/news/year/2023',
    '/news/posts/missing',
    '/en/news/posts/news-2',
    '/en/services/miqan',
    '/en/articles',
    '/en/readiness-check',
    '/en/brochure',
    '/en/qparc/2025/apply',
    '/articles/20990101',
    '/no/such/page',
  ])('answers %s with the 404 page', async (url) => {
    const out = await render(url);
    expect(out).toMatchObject({ kind: 'error', status: 404 });
    expect(out.html).toContain('This page could not be found');
    expect(out.html).toContain('Back to the home page');
  });

  it('redirects /news/page/1 and the bare /news/posts to the listing', async () => {
    expect(await render('/news/page/1')).toMatchObject({ kind: 'redirect', status: 308, location: '/news' });
    expect(await render('/en/news/posts')).toMatchObject({ kind: 'redirect', status: 308, location: '/en/news' });
    const out = await render('/case/posts');
    expect(out.kind === 'redirect' && out.html).toContain('http-equiv="refresh" content="0; url=/case"');
  });

  it('answers an unknown middleware with 500 "Unknown middleware" and its name', async () => {
    const table: RouteDef[] = routeTable.map((r) => (r.id === 'about' ? { ...r, middleware: ['noindex', 'bogus-step'] } : r));
    const out = await renderUrl('/about', { ...ctx, routeOptions: { table } });
    expect(out).toMatchObject({ kind: 'error', status: 500, message: 'Unknown middleware: bogus-step' });
    expect(out.html).toContain('Unknown middleware: bogus-step');
    expect(out.html).toContain('500');
  });

  it('applies named middleware: thank-you and draft pages are noindex', async () => {
    expect((await render('/contact/thanks')).html).toContain('<meta name="robots" content="noindex">');
    expect((await render('/news/posts/draft')).html).toContain('<meta name="robots" content="noindex">');
    expect((await render('/contact')).html).toContain('<meta name="robots" content="index,follow">');
  });

  it('shows draft pages as previews', async () => {
    const out = await render('/publications/draft');
    expect(out.html).toContain('下書きプレビュー');
    expect((await render('/en/publications/draft')).html).toContain('Draft preview');
  });

  it('turns a loader error into an error outcome carrying the message', async () => {
    const table: RouteDef[] = routeTable.map((r) => (r.id === 'about' ? { ...r, staticPage: undefined } : r));
    const out = await renderUrl('/about', { ...ctx, routeOptions: { table } });
    expect(out).toMatchObject({ kind: 'error', status: 500 });
    expect(out.kind === 'error' && out.message).toMatch(/No ja copy for static page/);
  });

  it('escapes `<` in the embedded JSON so content cannot close the script tag', async () => {
    const snapshot = makeSnapshot({ news: specs(1, [{ category: 'press', year: 2025 }]) });
    const first = snapshot.lists.news[0];
    if (first) first.title = '</script><script>alert(1)</script>';
    const out = await renderUrl('/news/posts/news-1', { index: buildSiteIndex(snapshotSource(snapshot)), buildId: 'x' });
    const json = out.html.split('id="app-data">')[1] ?? '';
    expect(json.split('</script>')[0]).not.toContain('<');
  });
});

describe('eyecatch alt text by language', () => {
  // The CMS keeps one alt per image: a Japanese one must not be read out on English pages.
  const snapshot = makeSnapshot({ news: specs(2, [{ category: 'press', year: 2025, english: true }]) });
  const image = (n: number, alt: string) => ({ url: `/cms-assets/eyecatch-${n}.svg`, width: 1200, height: 630, alt });
  const [first, second] = snapshot.lists.news;
  if (!first || !second) throw new Error('two news entries expected');
  first.eyecatch = image(1, '量子回路の図');
  second.eyecatch = image(2, 'A quantum circuit diagram');
  const altCtx = { index: buildSiteIndex(snapshotSource(snapshot)), buildId: 'test-build' };
  /** The alt of every image of eyecatch `n` on the page (cards in listings and related blocks are decorative: alt ""). */
  const alts = async (url: string, n: number) => {
    const out = await renderUrl(url, altCtx);
    if (out.kind !== 'page') throw new Error(`${url}: ${out.kind}`);
    return [...out.html.matchAll(new RegExp(`<img[^>]*src="/cms-assets/eyecatch-${n}\\.svg"[^>]*>`, 'g'))].map(
      (m) => /alt="([^"]*)"/.exec(m[0])?.[1],
    );
  };

  it('keeps a Japanese alt on Japanese pages and drops it on English ones', async () => {
    expect(await alts('/news/posts/news-1', 1)).toEqual(['量子回路の図']);
    expect(await alts('/en/news/posts/news-1', 1)).toEqual(['']);
  });

  it('keeps an alt without Japanese on English pages', async () => {
    expect(await alts('/en/news/posts/news-2', 2)).toEqual(['A quantum circuit diagram']);
  });
});
