/**
 * One URL rendered into a release directory (what each build-engine worker
 * does), against a snapshot on disk: the files written, redirect stubs, the
 * not-found pages, failures naming the URL, and never writing through a hard
 * link into the live release.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkSync, mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { writeSnapshot } from '../../content-client/snapshot.ts';
import { routeTable, type RouteDef } from '../../src/routes.ts';
import { getBuildContext, type BuildContext } from '../../src/prerender/build-context.ts';
import { renderToFiles, type OutputOptions } from '../../src/prerender/render-output.ts';
import { NOT_FOUND_URLS, OUT, outputFiles } from '../../src/prerender/output-paths.ts';
import { renderPage } from '../../src/prerender/render-page.ts';
import { makeSnapshot, specs } from '../helpers/snapshot-factory.ts';

let dir: string;
let ctx: BuildContext;
let opts: OutputOptions;
const frames = {
  ja: { headStart: '<link rel="stylesheet" href="/a.css">', bodyEnd: '<script src="/a.js"></script>' },
  en: { headStart: '<link rel="stylesheet" href="/a.css">', bodyEnd: '<script src="/en.js"></script>' },
};
const read = (path: string) => readFile(join(opts.outDir, path), 'utf8');

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'render-output-'));
  await writeSnapshot(join(dir, 'content'), makeSnapshot({ news: specs(3, [{ category: 'press', year: 2025, english: true }]) }));
  ctx = getBuildContext({ dir: join(dir, 'content'), buildId: 'b1' });
  opts = { outDir: join(dir, 'client'), frames, replace: false };
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('renderToFiles', () => {
  it("writes the page with Vike's tags, its payload, and brotli copies of both", async () => {
    const flags = await renderToFiles('/news', ctx, opts);
    expect(flags).toBe(OUT.html | OUT.htmlBr | OUT.payload | OUT.payloadBr);
    expect(outputFiles('/news', flags)).toEqual(['news/index.html', 'news/index.html.br', '_data/news.json', '_data/news.json.br']);
    const html = await read('news/index.html');
    expect(html).toMatch(/^<!doctype html>\n<html lang="ja">\n<head><link rel="stylesheet" href="\/a.css">\n<meta charset="utf-8">/);
    expect(html).toMatch(/<script src="\/a.js"><\/script><\/body>\n<\/html>$/);
    expect(brotliDecompressSync(await readFile(join(opts.outDir, 'news/index.html.br'))).toString()).toBe(html);
    const payload = JSON.parse(await read('_data/news.json')) as { buildId: string; data: { meta: { title: string } } };
    expect(payload).toMatchObject({ buildId: 'b1', data: { meta: { title: 'ニュース' } } });
  });

  it('writes a redirect stub without app scripts, and a redirect payload', async () => {
    await renderToFiles('/news/posts', ctx, opts);
    const html = await read('news/posts/index.html');
    expect(html).toContain('url=/news');
    expect(html).not.toContain('/a.js');
    expect(JSON.parse(await read('_data/news/posts.json'))).toMatchObject({ redirect: '/news' });
  });

  it("writes both not-found pages, each with its language's frame", async () => {
    await renderToFiles(NOT_FOUND_URLS.ja, ctx, opts);
    await renderToFiles(NOT_FOUND_URLS.en, ctx, opts);
    expect(await read('404.html')).toContain('<html lang="ja">');
    const en = await read('en/404.html');
    expect(en).toContain('<html lang="en">');
    expect(en).toContain('This page could not be found');
    expect(en).toContain('/en.js');
  });

  it('fails naming the URL when a loader throws or a listed URL does not exist', async () => {
    const table: RouteDef[] = routeTable.map((r) => (r.id === 'careers' ? { ...r, staticPage: undefined } : r));
    await expect(renderToFiles('/careers', { ...ctx, routeOptions: { table } }, opts)).rejects.toThrow(
      /^Rendering \/careers failed with 500: No ja copy for static page "careers"/,
    );
    await expect(renderToFiles('/news/page/9', ctx, opts)).rejects.toThrow(/^Rendering \/news\/page\/9 failed with 404/);
  });

  it('replaces a hard-linked file without changing the file it was linked to', async () => {
    const live = join(dir, 'live');
    mkdirSync(join(live, 'about'), { recursive: true });
    writeFileSync(join(live, 'about', 'index.html'), 'live release');
    mkdirSync(join(opts.outDir, 'about'), { recursive: true });
    linkSync(join(live, 'about', 'index.html'), join(opts.outDir, 'about', 'index.html'));
    await renderToFiles('/about', ctx, { ...opts, replace: true });
    expect(await readFile(join(live, 'about', 'index.html'), 'utf8')).toBe('live release');
    expect(await read('about/index.html')).toContain('<h1');
  });
});

describe('renderPage (dev server hook)', () => {
  it('hands a 404 back to Vike', async () => {
    process.env.CONTENT_SNAPSHOT_DIR = join(dir, 'content');
    try {
      expect(await renderPage('/nope', { is404: false })).toEqual({ kind: 'not-found' });
      expect(await renderPage('/nope', { is404: true })).toMatchObject({
        kind: 'page',
        html: expect.stringContaining('This page could not be found'),
      });
    } finally {
      delete process.env.CONTENT_SNAPSHOT_DIR;
    }
  });
});
