/** Fixture loading, validation messages and reload() of the embedded content service. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FixtureError, loadStore } from '../../content-client/embedded/store.ts';
import { startContentService } from '../../content-client/embedded/service.ts';

const t = '2025-01-01T00:00:00.000Z';
let dir: string;

async function write(name: string, data: unknown): Promise<void> {
  await writeFile(join(dir, `${name}.json`), typeof data === 'string' ? data : JSON.stringify(data));
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'embedded-fixture-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('loadStore', () => {
  it('loads list and object endpoints', async () => {
    await write('cats', { kind: 'list', refs: {}, contents: [{ id: 'a', createdAt: t, updatedAt: t, publishedAt: t }] });
    await write('home', { kind: 'object', refs: { pick: 'cats' }, content: { createdAt: t, updatedAt: t, pick: ['a'] } });
    const store = await loadStore(dir);
    expect([...store.endpoints.keys()].sort()).toEqual(['cats', 'home']);
    expect(store.endpoints.get('home')?.kind).toBe('object');
  });

  it('names the file and the path of a shape problem', async () => {
    await write('news', { kind: 'list', refs: {}, contents: [{ id: 'a', createdAt: 'yesterday', updatedAt: t }] });
    const err = await loadStore(dir).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(FixtureError);
    expect((err as Error).message).toContain(join(dir, 'news.json'));
    expect((err as Error).message).toContain('contents.0.createdAt');
  });

  it('rejects an unknown kind, invalid JSON, duplicate ids and dangling refs', async () => {
    await write('a', { kind: 'table', contents: [] });
    await expect(loadStore(dir)).rejects.toThrow(/a\.json[\s\S]*kind/);
    await write('a', '{ not json');
    await expect(loadStore(dir)).rejects.toThrow(/Cannot read fixture .*a\.json/);
    const item = { id: 'x', createdAt: t, updatedAt: t };
    await write('a', { kind: 'list', refs: {}, contents: [item, item] });
    await expect(loadStore(dir)).rejects.toThrow(/contents\.1\.id: duplicate id "x"/);
    await write('a', { kind: 'list', refs: { cat: 'nowhere' }, contents: [item] });
    await expect(loadStore(dir)).rejects.toThrow(/refs\.cat: "nowhere" is not a list endpoint/);
    await write('a', { kind: 'list', refs: { cat: 'a' }, contents: [{ ...item, cat: { id: 'x' } }] });
    await expect(loadStore(dir)).rejects.toThrow(/contents\.0\.cat: a reference must be an id string/);
  });

  it("joins the parts of a list in their files' order and checks them against each other", async () => {
    const item = (id: string) => ({ id, createdAt: t, updatedAt: t, publishedAt: t });
    const part = (refs: Record<string, string>, ...ids: string[]) => ({ kind: 'list', refs, contents: ids.map(item) });
    await mkdir(join(dir, 'news'));
    await write('cats', part({}, 'c'));
    await write('news/0002', part({ cat: 'cats' }, 'd', 'e'));
    await write('news/0001', part({ cat: 'cats' }, 'b', 'a'));
    await writeFile(join(dir, 'news', 'notes.txt'), 'not a fixture');
    const news = (await loadStore(dir)).endpoints.get('news');
    expect(news?.kind === 'list' && news.contents.map((c) => c.id)).toEqual(['b', 'a', 'd', 'e']);
    expect(news?.kind === 'list' && [...news.byId.keys()].sort()).toEqual(['a', 'b', 'd', 'e']);

    await write('news/0002', part({ cat: 'cats' }, 'd', 'a'));
    await expect(loadStore(dir)).rejects.toThrow(
      /news\/0002\.json:\n {2}at contents\.1\.id: duplicate id "a" \(also in .*news\/0001\.json\)/,
    );
    await write('news/0002', part({}, 'd'));
    await expect(loadStore(dir)).rejects.toThrow(/news\/0002\.json:\n {2}at refs: the parts of news must have the same refs/);
    await write('news/0002', { kind: 'object', refs: {}, content: { createdAt: t, updatedAt: t } });
    await expect(loadStore(dir)).rejects.toThrow(/news\/0002\.json:\n {2}at kind: a part of news.? must be a list/);
    await rm(join(dir, 'news', '0002.json'));
    await write('news/0001', part({ cat: 'nowhere' }, 'f'));
    await expect(loadStore(dir)).rejects.toThrow(/news\/0001\.json:\n {2}at refs\.cat: "nowhere" is not a list endpoint/);
  });

  it('fails clearly when the directory is missing', async () => {
    await expect(loadStore(join(dir, 'missing'))).rejects.toThrow(/Cannot read fixture directory/);
  });
});

describe('reload', () => {
  it('serves edited files after reload() and keeps serving the old data when the new data is invalid', async () => {
    const item = (title: string) => ({ id: 'a', createdAt: t, updatedAt: t, publishedAt: t, title });
    await write('news', { kind: 'list', refs: {}, contents: [item('old')] });
    // Manual reload() only: with reloadOnChange the first edit would already be served.
    const service = await startContentService({ dir, apiKey: 'k', reloadOnChange: false });
    const get = async () => {
      const res = await fetch(`${service.origin}/api/v1/news/a`, { headers: { 'X-MICROCMS-API-KEY': 'k' } });
      return ((await res.json()) as { title: string }).title;
    };
    try {
      expect(await get()).toBe('old');
      await write('news', { kind: 'list', refs: {}, contents: [item('new')] });
      expect(await get()).toBe('old');
      await service.reload();
      expect(await get()).toBe('new');
      await write('news', '[]');
      await expect(service.reload()).rejects.toThrow(FixtureError);
      expect(await get()).toBe('new');
      expect(service.requestCount()).toBe(4);
    } finally {
      await service.close();
    }
  });
});
