/**
 * The build engine on small generated sites, against the real app bundles
 * (`<dist>/app`, built by the engine when the code changed):
 * - after each of a sequence of random editor actions, the release built
 *   incrementally is byte-identical to a clean full build (build ids aside);
 * - a render that fails leaves the live release serving and names the URL;
 * - while rebuilds switch releases, 50 live URLs and their assets answer 200.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import Database from 'better-sqlite3';
import { snapshotPath, writeSnapshot, type Snapshot } from '../../content-client/snapshot.ts';
import { buildSite, type BuildOptions, type WarmWorkers } from '../../engine/build.ts';
import { liveReleaseId } from '../../engine/releases.ts';
import { listFiles } from '../../engine/link-tree.ts';
import { createSiteServer } from '../../server/site-server.ts';
import { makeSnapshot, specs } from '../helpers/snapshot-factory.ts';
import { seedAppBundles } from '../helpers/app-bundles.ts';
import { mutate, prng } from '../helpers/site-mutations.ts';

let dir: string;
const silent = () => {};
const options = (name: string, extra: Partial<BuildOptions> = {}): BuildOptions => ({
  distDir: join(dir, name),
  snapshotDir: join(dir, 'snapshot'),
  siteOrigin: 'https://www.example.test',
  log: silent,
  // The sitemap in chunks (src/prerender/sitemap.ts), as a large site has it: an incremental build writes only
  // the chunks of the pages it rendered, and must still equal a full build.
  sitemapSplit: 10,
  // Nothing here reads the search index (the file trees below leave it out); search-incremental.test.ts
  // checks it. Without it each build here takes about a second less.
  search: 'off',
  ...extra,
});

/** Build ids (release ids) and build times differ between two builds of the same content. */
const normalize = (text: string) => text.replace(/\b[0-9a-z]{9}-[0-9a-f]{8}\b/g, 'BUILD').replace(/"builtAt":"[^"]*"/g, '"builtAt":"T"');

/**
 * The release's files. Not its search index (`pagefind/`): an incremental release's index is a base plus a
 * delta of what changed, a full build's a new base; tests/integration/search-incremental.test.ts compares
 * what they find.
 */
function tree(distDir: string): Map<string, string> {
  const client = join(distDir, 'current', 'client');
  const files = new Map<string, string>();
  for (const file of listFiles(client).sort()) {
    if (file.startsWith('pagefind/')) continue;
    const raw = readFileSync(join(client, file));
    files.set(file, normalize((file.endsWith('.br') ? brotliDecompressSync(raw) : raw).toString('latin1')));
  }
  files.set('../server-routes.json', normalize(readFileSync(join(distDir, 'current', 'server-routes.json'), 'latin1')));
  return files;
}

function expectSameTree(incremental: Map<string, string>, full: Map<string, string>, step: string): void {
  expect([...incremental.keys()], step).toEqual([...full.keys()]);
  const different = [...full].filter(([file, content]) => incremental.get(file) !== content).map(([file]) => file);
  expect(different, step).toEqual([]);
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'build-engine-'));
  for (const name of ['incremental', 'served']) await seedAppBundles(join(dir, name));
}, 120_000);

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('incremental builds', () => {
  it('after each random edit, equal a clean full build byte for byte (build ids aside)', async () => {
    const snapshot: Snapshot = makeSnapshot({
      news: specs(23, [
        { category: 'press', year: 2025, english: true },
        { category: 'event', year: 2024 },
        { category: 'press', year: 2023 },
      ]),
      cases: specs(4, [{ category: 'chemistry', year: 2025, english: true }]),
      publications: specs(12, [{ category: 'paper', year: 2024, english: true }]),
    });
    await writeSnapshot(join(dir, 'snapshot'), snapshot);
    // The incremental side keeps its render workers between builds, as the site server's publisher does;
    // the full builds start cold, as a clean command-line build does.
    const workers: WarmWorkers = {};
    await buildSite(options('incremental', { workers }));
    const random = prng(20261123);
    const spares = new Set<string | undefined>();
    for (let step = 1; step <= 8; step++) {
      const action = `step ${step}: ${mutate(snapshot, random, step)}`;
      await writeSnapshot(join(dir, 'snapshot'), snapshot);
      const report = await buildSite(options('incremental', { workers }));
      await rm(join(dir, 'full'), { recursive: true, force: true });
      await seedAppBundles(join(dir, 'full')); // a clean dist directory, with the app bundles every build here uses
      const full = await buildSite(options('full', { full: true, spare: false }));
      expect(report.rendered, action).toBeLessThan(full.rendered); // incremental: not everything again
      spares.add(report.spare);
      expectSameTree(tree(join(dir, 'incremental')), tree(join(dir, 'full')), action);
    }
    await workers.pool?.close();
    // The later steps start from a recycled old release: that path is compared too.
    expect(spares).toContain('recycled');
  }, 240_000);

  it('renders nothing and keeps the live release when nothing changed', async () => {
    const before = await liveReleaseId(join(dir, 'incremental'));
    const report = await buildSite(options('incremental'));
    expect(report.releaseId).toBeUndefined();
    expect(report).toMatchObject({ rendered: 0, removed: 0 });
    expect(await liveReleaseId(join(dir, 'incremental'))).toBe(before);
  }, 60_000);

  it('after a change that renders every page, links the next spare instead of recycling a release where every page differs', async () => {
    // The origin is part of every page's signature, as the code is: all pages again, and older releases share none of them.
    const report = await buildSite(options('incremental', { siteOrigin: 'https://www.example.org' }));
    expect(report.unchanged).toBe(0);
    expect(report.spare).toBe('linked');
    const next = await buildSite(options('incremental', { siteOrigin: 'https://www.example.org', full: true }));
    expect(next.spare).toBe('linked'); // the one old release beyond those kept is the previous origin's
  }, 60_000);
});

describe('a failed render', () => {
  it('leaves the live release serving and says which URL failed', async () => {
    const distDir = join(dir, 'incremental');
    const live = await liveReleaseId(distDir);
    const db = new Database(snapshotPath(join(dir, 'snapshot')));
    const row = db.prepare("SELECT id FROM entries WHERE endpoint = 'news' ORDER BY id LIMIT 1").get() as { id: string };
    // What a CMS schema change could do to an entry if the sync did not catch it: a rich-text body that is not text.
    db.prepare("UPDATE entries SET heavy = '{\"body\":42}', hash = 'broken' WHERE endpoint = 'news' AND id = ?").run(row.id);
    db.prepare("UPDATE meta SET value = value + 1 WHERE key = 'generation'").run();
    db.close();
    await expect(buildSite(options('incremental'))).rejects.toThrow(new RegExp(`^Rendering /news/posts/${row.id} failed with 500`));
    expect(await liveReleaseId(distDir)).toBe(live);
    expect((await readdir(join(distDir, 'releases'))).filter((name) => name.endsWith('.partial'))).toEqual([]);
    expect(await readFile(join(distDir, 'current', 'client', 'news', 'posts', row.id, 'index.html'), 'utf8')).toContain('<h1');
  }, 60_000);
});

describe('switching releases under load', () => {
  let server: Server;
  let port: number;

  beforeAll(async () => {
    const snapshot = makeSnapshot({
      news: specs(30, [
        { category: 'press', year: 2025, english: true },
        { category: 'event', year: 2024 },
      ]),
    });
    await writeSnapshot(join(dir, 'snapshot'), snapshot);
    await buildSite(options('served'));
    server = await createSiteServer({ distDir: join(dir, 'served') });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  }, 120_000);

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string) =>
    new Promise<number>((resolve, reject) => {
      request({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': 'br' } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
        .on('error', reject)
        .end();
    });

  it('answers 200 for 50 live URLs and their assets during rebuilds', async () => {
    const client = join(dir, 'served', 'current', 'client');
    const { redirects } = JSON.parse(readFileSync(join(dir, 'served', 'current', 'server-routes.json'), 'utf8')) as {
      redirects: Record<string, string>;
    };
    const urls = listFiles(client)
      .filter((f) => f.endsWith('index.html'))
      .map((f) => `/${f.replace(/\/?index\.html$/, '')}`)
      .filter((url) => !redirects[url])
      .slice(0, 50);
    expect(urls).toHaveLength(50);
    const assets = [
      ...new Set(
        [...readFileSync(join(client, 'index.html'), 'utf8').matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1] as string),
      ),
    ];
    const statuses = new Map<number, number>();
    let polling = true;
    const poller = (async () => {
      for (let round = 0; polling && round < 200; round++) {
        const codes = await Promise.all([...urls, ...assets].map(get));
        for (const code of codes) statuses.set(code, (statuses.get(code) ?? 0) + 1);
      }
    })();
    const snapshot = makeSnapshot({
      news: specs(30, [
        { category: 'press', year: 2025, english: true },
        { category: 'event', year: 2024 },
      ]),
    });
    for (let i = 1; i <= 3; i++) {
      for (const e of snapshot.lists.news) e.excerpt = `改訂${i}の概要`;
      await writeSnapshot(join(dir, 'snapshot'), snapshot);
      await buildSite(options('served'));
    }
    polling = false;
    await poller;
    expect([...statuses.keys()]).toEqual([200]);
    expect(statuses.get(200)).toBeGreaterThan(urls.length);
  }, 120_000);
});
