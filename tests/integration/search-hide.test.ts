/**
 * An entry deleted or unpublished leaves the site search as soon as the
 * publisher hides its pages (engine/search-hide.ts), before the release
 * without it is built: in the served index (a base, or a base + delta), in
 * the index of an older release written afterwards, and not in the index of
 * a release that has the entry again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realpathSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeSnapshot, type Snapshot } from '../../content-client/snapshot.ts';
import type { News } from '../../content-client/schemas.ts';
import { buildSite, type BuildOptions } from '../../engine/build.ts';
import { liveReleaseId } from '../../engine/releases.ts';
import { buildSearchIndex } from '../../engine/search-indexer.ts';
import { hiddenSince, hideFromSearch } from '../../engine/search-hide.ts';
import { createSiteServer } from '../../server/site-server.ts';
import { makeSnapshot, specs } from '../helpers/snapshot-factory.ts';
import { hitPaths, openBundle, serveDir } from '../helpers/pagefind-search.ts';
import { seedAppBundles } from '../helpers/app-bundles.ts';

let dir: string;
let site: Server;
let siteOrigin = '';
let files: Awaited<ReturnType<typeof serveDir>>;
const distDir = () => join(dir, 'dist');
const options = (): BuildOptions => ({
  distDir: distDir(),
  snapshotDir: join(dir, 'snapshot'),
  siteOrigin: 'https://www.example.test',
  log: () => {},
  search: 'wait',
});

/** The pages a query finds in the index of `releaseId` (the live one: as the site serves it). */
async function found(lang: 'ja' | 'en', term: string, releaseId?: string): Promise<string[]> {
  const id = releaseId ?? (await liveReleaseId(distDir()));
  if (!id) throw new Error('no live release');
  const bundle = realpathSync(join(distDir(), 'search', id));
  const basePath = releaseId ? `${files.origin}/dist/search/${id}/` : `${siteOrigin}/pagefind/`;
  return hitPaths(await (await openBundle(bundle, basePath, lang))(term));
}

const pages = (id: string) => [`/news/posts/${id}`, `/en/news/posts/${id}`];

let snapshot: Snapshot;
let gone: News;
let edited: News;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'search-hide-'));
  await seedAppBundles(distDir());
  snapshot = makeSnapshot({ news: specs(8, [{ category: 'press', year: 2025, english: true }]) });
  const [first, second] = snapshot.lists.news as [News, News];
  gone = { ...first, title: 'イットリウム電解質の研究', title_en: 'Yttrium electrolyte research' };
  edited = { ...second, title: 'ネオジム磁石の研究', title_en: 'Neodymium magnet research' };
  snapshot.lists.news = [gone, edited, ...snapshot.lists.news.slice(2)];
  await writeSnapshot(join(dir, 'snapshot'), snapshot);
  await buildSite({ ...options(), full: true });
  site = await createSiteServer({ distDir: distDir() });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  files = await serveDir(dir);
}, 120_000);

afterAll(async () => {
  await new Promise<void>((resolve) => site.close(() => resolve()));
  await files.close();
  await rm(dir, { recursive: true, force: true });
});

describe('hideFromSearch', () => {
  it('takes an entry out of the served index at once, base and delta, and keeps it out of older indexes', async () => {
    expect(await found('ja', 'イットリウム')).toEqual([pages(gone.id)[0]]);
    expect(await found('en', 'yttrium')).toEqual([pages(gone.id)[1]]);

    // An edit: the edited entry's pages are in a delta beside the base.
    edited = { ...edited, title: 'ネオジム磁石の改良', title_en: 'Praseodymium magnets', revisedAt: '2026-01-02T00:00:00.000Z' };
    snapshot.lists.news = snapshot.lists.news.map((e) => (e.id === edited.id ? edited : e));
    await writeSnapshot(join(dir, 'snapshot'), snapshot);
    await buildSite(options());
    const beforeDeletion = (await liveReleaseId(distDir())) as string;
    expect(await found('en', 'praseodymium')).toEqual([pages(edited.id)[1]]);

    // Both deleted in the CMS: hidden before any build.
    snapshot.lists.news = snapshot.lists.news.filter((e) => e.id !== gone.id && e.id !== edited.id);
    await writeSnapshot(join(dir, 'snapshot'), snapshot);
    const changed = await hideFromSearch(distDir(), [...pages(gone.id), ...pages(edited.id)]);
    expect(changed).toEqual([beforeDeletion]);
    expect(await found('ja', 'イットリウム')).toEqual([]);
    expect(await found('en', 'yttrium')).toEqual([]);
    expect(await found('en', 'praseodymium')).toEqual([]);
    expect(await found('en', 'research')).not.toEqual([]); // the others stay

    // The index of the release from before the deletion, written again now (an indexer that was behind): hidden too.
    await buildSearchIndex(distDir(), beforeDeletion);
    expect(await found('en', 'yttrium', beforeDeletion)).toEqual([]);
    expect(await hiddenSince(distDir(), beforeDeletion)).toHaveLength(4);

    // The release without them: not found, and nothing is pending for it.
    await buildSite(options());
    const after = (await liveReleaseId(distDir())) as string;
    expect(await found('ja', 'イットリウム')).toEqual([]);
    expect(await hiddenSince(distDir(), after)).toEqual([]);

    // Published again: found again.
    snapshot.lists.news.push({ ...gone, revisedAt: '2026-01-03T00:00:00.000Z' });
    await writeSnapshot(join(dir, 'snapshot'), snapshot);
    await buildSite(options());
    expect(await found('ja', 'イットリウム')).toEqual([pages(gone.id)[0]]);
    expect(await found('en', 'yttrium')).toEqual([pages(gone.id)[1]]);
  }, 180_000);
});
