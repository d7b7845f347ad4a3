/**
 * The base a delta is made on (engine/search-base.ts): a page rendered again
 * with the same searchable content stays the base's, a changed or gone one is
 * hidden, a new one indexed; a base written by another Pagefind or another
 * way of indexing (an older record) is not used.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { latestBase, planDelta, writeBaseRecord, type BaseRecord } from '../../engine/search-base.ts';
import { BASE_RECORD, SEARCH_ENTRY } from '../../engine/search-store.ts';

let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'search-base-'));
});
afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});

const base: BaseRecord = {
  name: 'base-0001',
  urls: new Map([
    ['/news/posts/same', { build: 'r1', hash: 'h-same', id: 'und-jpan_1111111' }],
    ['/news/posts/rerendered', { build: 'r1', hash: 'h-rer', id: 'und-jpan_2222222' }],
    ['/news/posts/edited', { build: 'r1', hash: 'h-old', id: 'und-jpan_3333333' }],
    ['/en/news/posts/gone', { build: 'r1', hash: 'h-gone', id: 'en_4444444' }],
    ['/news/category/press', { build: 'r1', hash: '', id: '' }],
  ]),
  vocabulary: { ja: ['量子', '電池'], en: ['batteri', 'quantum'] },
};

describe('planDelta', () => {
  it('indexes new and edited pages, hides edited and gone ones, and leaves pages whose search content is the same', async () => {
    const pages = new Map([
      ['/news/posts/same', 'r1'],
      ['/news/posts/rerendered', 'r2'],
      ['/news/posts/edited', 'r2'],
      ['/news/posts/new', 'r2'],
      ['/news/category/press', 'r2'],
    ]);
    const hashes: Record<string, string> = {
      '/news/posts/rerendered': 'h-rer',
      '/news/posts/edited': 'h-new',
      '/news/posts/new': 'h-n',
      '/news/category/press': '',
    };
    const read: string[] = [];
    const plan = await planDelta(base, pages, async (url) => (read.push(url), hashes[url] ?? ''));
    expect(read.sort()).toEqual(['/news/category/press', '/news/posts/edited', '/news/posts/new', '/news/posts/rerendered']);
    expect(plan).toEqual({
      urls: ['/news/posts/edited', '/news/posts/new'],
      read: 4,
      hidden: { ja: ['und-jpan_3333333'], en: ['en_4444444'] },
    });
  });
});

describe('latestBase', () => {
  it('takes the newest base no newer than the release, written the way this indexer writes', async () => {
    for (const id of ['0001', '0002', '0003']) {
      const dir = join(dist, 'search', `base-${id}`);
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, SEARCH_ENTRY), '{}');
      await writeBaseRecord(dir, base.urls, base.vocabulary);
    }
    expect((await latestBase(dist, '0002'))?.name).toBe('base-0002');
    expect((await latestBase(dist, '0009'))?.name).toBe('base-0003');
    expect(await latestBase(dist, '0000')).toBeUndefined();
    expect((await latestBase(dist, '0002'))?.vocabulary).toEqual(base.vocabulary);
    // A record of an older version (another segmentation) or another Pagefind: not a base for this indexer.
    const file = join(dist, 'search', 'base-0003', BASE_RECORD);
    const record = JSON.parse(await readFile(file, 'utf8')) as { version: number; pagefind: string };
    await writeFile(file, JSON.stringify({ ...record, version: record.version - 1 }));
    expect((await latestBase(dist, '0009'))?.name).toBe('base-0002');
    await writeFile(join(dist, 'search', 'base-0002', BASE_RECORD), JSON.stringify({ ...record, pagefind: '1.5.0' }));
    expect((await latestBase(dist, '0009'))?.name).toBe('base-0001');
  });
});
