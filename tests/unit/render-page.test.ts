/**
 * The Vike hook's work for one URL, against a snapshot on disk: payloads
 * written while pre-rendering, and a failing loader failing the build.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeSnapshot } from '../../content-client/snapshot.ts';
import { routeTable, type RouteDef } from '../../src/routes.ts';
import { makeSnapshot, specs } from '../helpers/snapshot-factory.ts';

let dir: string;
let renderPage: typeof import('../../src/prerender/render-page.ts').renderPage;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'render-page-'));
  process.env.CONTENT_SNAPSHOT_DIR = join(dir, 'content');
  process.env.SITE_DIST_DIR = join(dir, 'dist');
  await writeSnapshot(join(dir, 'content'), makeSnapshot({ news: specs(3, [{ category: 'press', year: 2025, english: true }]) }));
  ({ renderPage } = await import('../../src/prerender/render-page.ts'));
});

afterAll(async () => {
  delete process.env.CONTENT_SNAPSHOT_DIR;
  delete process.env.SITE_DIST_DIR;
  await rm(dir, { recursive: true, force: true });
});

describe('renderPage while pre-rendering', () => {
  it('writes the payload JSON beside the HTML', async () => {
    const html = await renderPage('/news', { is404: false, isPrerendering: true });
    expect(html).toMatch(/<h1[^>]*>ニュース<\/h1>/);
    const payload = JSON.parse(await readFile(join(dir, 'dist/client/_data/news.json'), 'utf8')) as { data: { meta: { title: string } } };
    expect(payload.data.meta.title).toBe('ニュース');
  });

  it('writes a redirect payload for a redirecting URL', async () => {
    const html = await renderPage('/news/posts', { is404: false, isPrerendering: true });
    expect(html).toContain('url=/news');
    expect(JSON.parse(await readFile(join(dir, 'dist/client/_data/news/posts.json'), 'utf8'))).toMatchObject({ redirect: '/news' });
  });

  it('fails the build with a message naming the URL when a loader throws', async () => {
    const table: RouteDef[] = routeTable.map((r) => (r.id === 'careers' ? { ...r, staticPage: undefined } : r));
    await expect(renderPage('/careers', { is404: false, isPrerendering: true }, { table })).rejects.toThrow(
      /^Pre-rendering \/careers failed with 500: No ja copy for static page "careers"/,
    );
  });

  it('fails the build when a listed URL turns out not to exist', async () => {
    await expect(renderPage('/news/page/9', { is404: false, isPrerendering: true })).rejects.toThrow(/Pre-rendering \/news\/page\/9 failed with 404/);
  });

  it('writes the English 404 page beside 404.html', async () => {
    const html = await renderPage('/404', { is404: true, isPrerendering: true });
    expect(html).toContain('<html lang="ja">');
    const en = await readFile(join(dir, 'dist/client/en/404.html'), 'utf8');
    expect(en).toContain('<html lang="en">');
    expect(en).toContain('This page could not be found');
  });

  it('hands a 404 back to Vike outside pre-rendering (dev server)', async () => {
    expect(await renderPage('/nope', { is404: false, isPrerendering: false })).toBe('not-found');
  });
});
